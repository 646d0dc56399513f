import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import {
  SETTINGS_MESSAGES,
  type AdminSettings,
  type SettingsPatch,
} from '../../../../common/settings/admin-settings-schemas';
import { ADMIN_LOGIN_PATH, errorMessage } from '../../data/admin-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { fieldId } from '../../forms/editor-fields';
import { ErrorState, Skeleton } from '../../kit/states';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { notify, notifyError } from '../../../lib/toast';
import {
  changedFields,
  checkSettings,
  formValuesOf,
  TEXT_FIELDS,
  turnsMaintenanceOn,
  type FlagSetting,
  type SettingsField,
  type SettingsFormValues,
  type TextSetting,
} from './settings-form-rules';
import { ConfirmationMessagesCard } from './confirmation-messages-card';
import { useAdminSettings, useSaveSettings } from './settings-query';
import {
  ContactSection,
  GeneralSection,
  NotificationSection,
  SocialSection,
  SystemSection,
} from './settings-sections';

/** The form's state: what the settings were when it was loaded (to tell what changed) and what is typed. */
type FormState = { source: AdminSettings; loaded: SettingsFormValues; values: SettingsFormValues };

const fresh = (settings: AdminSettings): FormState => {
  const values = formValuesOf(settings);
  return { source: settings, loaded: values, values };
};

/**
 * After a save: the form starts again from what was saved, except for what was typed while the save was
 * on its way (it is kept, and counts as a change still to save).
 */
function afterSave(saved: AdminSettings, sent: SettingsFormValues, current: SettingsFormValues): FormState {
  const next = fresh(saved);
  const values = { ...next.values };
  for (const key of Object.keys(current) as SettingsField[]) {
    if (current[key] !== sent[key]) (values as Record<SettingsField, unknown>)[key] = current[key];
  }
  return { ...next, values };
}

/**
 * The settings form (back-office §2 Site settings, §5, §7, §8), for staff with the catalog capability:
 * one form of six cards and one Save Settings button. Only the settings that changed are sent (PATCH
 * /api/admin/settings), checked first with the API's schema so the messages sit at their fields.
 * Switching maintenance mode on closes the shop, so that save asks first. Leaving the screen with
 * unsaved changes asks too.
 */
export function SettingsForm() {
  const settings = useAdminSettings();
  if (settings.isPending) {
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">Loading the settings…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (settings.isError && !settings.data) {
    return (
      <ErrorState
        title="The settings could not be loaded"
        message={errorMessage(settings.error, 'Failed to load settings')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <SettingsEditor settings={settings.data} />;
}

function SettingsEditor({ settings }: { settings: AdminSettings }) {
  const [form, setForm] = useState(() => fresh(settings));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<SettingsPatch | null>(null);
  const leaving = useRef(false);
  const save = useSaveSettings();

  const changed = changedFields(form.loaded, form.values);
  const dirty = Object.keys(changed).length > 0;

  // The cached settings change after a logo upload, a refetch on focus or this form's own save. With
  // nothing typed the form follows them; with edits it keeps them, and what they were compared against.
  if (form.source !== settings) {
    setForm(dirty ? { ...form, source: settings } : fresh(settings));
  }

  const check = checkSettings(changed);
  const errors: Partial<Record<SettingsField, string>> = {};
  if (!check.ok) {
    for (const [key, message] of Object.entries(check.errors) as Array<[SettingsField, string]>) {
      if (submitted || touched.has(key)) errors[key] = message;
    }
  }

  // Not on the way to the login: after a logout the session is gone and the edits could not be saved.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== ADMIN_LOGIN_PATH,
  );
  useEffect(() => {
    if (!dirty) return;
    // Closing the tab or reloading with unsaved settings: the browser asks (its own words).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setText = (key: TextSetting) => (value: string) =>
    setForm((current) => ({ ...current, values: { ...current.values, [key]: value } }));
  const setFlag = (key: FlagSetting) => (value: boolean) =>
    setForm((current) => ({ ...current, values: { ...current.values, [key]: value } }));

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  /** Sends the body; rejects after the 'Error' toast, so the maintenance confirmation stays open. */
  async function send(body: SettingsPatch) {
    const sent = form.values;
    try {
      const saved = await save.mutateAsync(body);
      setForm((current) => afterSave(saved, sent, current.values));
      setSubmitted(false);
      setTouched(new Set());
      notify(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedDescription);
    } catch (error) {
      notifyError('Error', errorMessage(error, SETTINGS_MESSAGES.failed));
      throw error;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    if (!dirty) {
      notify('Nothing to save', 'No setting has changed since the settings were loaded.');
      return;
    }
    if (!check.ok) {
      const first = TEXT_FIELDS.find((key) => check.errors[key]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (turnsMaintenanceOn(form.loaded, check.body)) {
      setConfirming(check.body);
      return;
    }
    send(check.body).catch(() => undefined);
  }

  const sections = { values: form.values, setText, setFlag, errors };
  return (
    <form noValidate onSubmit={submit} onBlur={onBlur} aria-label="Site settings" className="space-y-6">
      <GeneralSection {...sections} />
      <ContactSection {...sections} />
      <SocialSection {...sections} />
      <NotificationSection {...sections} />
      <ConfirmationMessagesCard {...sections} />
      <SystemSection {...sections} savedMaintenance={form.loaded.maintenanceMode} />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-xl sm:border">
        <p role="status" className="text-sm text-stone-600 sm:mr-auto">
          {dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
        </p>
        <div className="sm:w-48">
          <SubmitButton label="Save Settings" busyLabel="Saving…" busy={save.isPending} />
        </div>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Turn on maintenance mode?"
        description="Saving closes the shop: visitors see the maintenance page and orders are refused until you turn maintenance mode off again."
        confirmLabel="Turn on and save"
        cancelLabel="Keep the shop open"
        onConfirm={() => send(confirming!)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          // After "Leave without saving" the navigation goes on: there is nothing to reset.
          if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        }}
        title="Leave without saving?"
        description="You have changed settings and not saved them. Leave this screen and lose those changes?"
        confirmLabel="Leave without saving"
        cancelLabel="Keep editing"
        onConfirm={() => {
          leaving.current = true;
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </form>
  );
}
