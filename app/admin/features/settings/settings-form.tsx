import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  SETTINGS_MESSAGES,
  type AdminSettings,
  type SettingsPatch,
} from '../../../../common/settings/admin-settings-schemas';
import { errorMessage } from '../../data/admin-api';
import { checkSchema } from '../../forms/check-schema';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { FormFrame } from '../../forms/form-frame';
import { LeaveGuard } from '../../forms/leave-guard';
import { showRefusal } from '../../forms/server-refusal';
import { useAdminForm } from '../../forms/use-admin-form';
import { ErrorState, Skeleton } from '../../kit/states';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { notify } from '../../../lib/toast';
import {
  changedFields,
  checkSettings,
  formValuesOf,
  hasChanges,
  turnsMaintenanceOn,
  type SettingsField,
  type SettingsFormValues,
} from './settings-form-rules';
import { CodRulesCard } from './cod-rules-card';
import { ConfirmationMessagesCard } from './confirmation-messages-card';
import { useAdminSettings, useSaveSettings } from './settings-query';
import {
  AdsSection,
  ContactSection,
  GeneralSection,
  NotificationSection,
  CustomerWhatsAppSection,
  ShippingSection,
  SocialSection,
  SystemSection,
} from './settings-sections';
import { WhatsAppTemplatesCard } from './whatsapp-templates-card';

/**
 * The settings form (back-office §2 Site settings, §5, §7, §8), for staff with the catalog capability:
 * one form of its cards and one Save Settings button. Only the settings that changed are sent (PATCH
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
  return (
    <>
      <SettingsEditor settings={settings.data} />
      {/* Its own form (a form may not hold another): the names the owner registered with Meta. */}
      <WhatsAppTemplatesCard settings={settings.data} />
    </>
  );
}

function SettingsEditor({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const [confirming, setConfirming] = useState(false);
  // What "changed" is measured against: the settings as last loaded or saved.
  const loaded = useMemo(() => formValuesOf(settings), [settings]);
  const { form, submit, busy } = useAdminForm<SettingsFormValues>({
    defaultValues: loaded,
    // Only what changed is sent, so only that is checked (a setting left as loaded is not the form's).
    schema: checkSchema((values: SettingsFormValues) => {
      const check = checkSettings(changedFields(loaded, values), loaded);
      return check.ok ? {} : check.errors;
    }),
    save: async (values) => {
      const body = bodyOf(values);
      if (Object.keys(body).length === 0) {
        notify('Nothing to save', 'No setting has changed since the settings were loaded.');
      } else if (turnsMaintenanceOn(loaded, body)) {
        setConfirming(true);
      } else {
        await send(body, values);
      }
    },
    failedMessage: SETTINGS_MESSAGES.failed,
  });
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const dirty = hasChanges(loaded, values);

  // The cached settings change after a logo upload, a refetch on focus or this form's own save: the form
  // follows them, keeping what is typed (and the problems shown) in the fields that were changed.
  useEffect(() => {
    form.reset(formValuesOf(settings), {
      keepDirtyValues: true,
      keepErrors: true,
      keepTouched: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
    });
  }, [form, settings]);

  /** The checked body of what changed (the form's schema has passed them). */
  function bodyOf(current: SettingsFormValues): SettingsPatch {
    const check = checkSettings(changedFields(loaded, current), loaded);
    return check.ok ? check.body : {};
  }

  /**
   * Sends the body; after it, the form starts again from what was saved, except for what was typed
   * while the save was on its way (kept, and still a change to save).
   */
  async function send(body: SettingsPatch, sent: SettingsFormValues) {
    const saved = await save.mutateAsync(body);
    const typed = form.getValues();
    form.reset(formValuesOf(saved));
    for (const key of Object.keys(typed) as SettingsField[]) {
      // Compared by value: a list of cities is a new array each time the form is read.
      if (JSON.stringify(typed[key]) !== JSON.stringify(sent[key])) {
        form.setValue(key, typed[key], { shouldDirty: true });
      }
    }
    notify(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedDescription);
  }

  /** Maintenance mode confirmed: the save goes; a refusal keeps the question open (ConfirmDialog). */
  async function sendConfirmed() {
    const current = form.getValues();
    try {
      await send(bodyOf(current), current);
    } catch (error) {
      showRefusal(form, error, { failedMessage: SETTINGS_MESSAGES.failed });
      throw error;
    }
  }

  return (
    <FormFrame form={form} submit={submit} label="Site settings" className="space-y-6">
      <GeneralSection />
      <ContactSection saved={loaded} phoneProblems={settings.phoneProblems} />
      <SocialSection />
      <NotificationSection whatsappConnected={settings.whatsappConnected} />
      <ConfirmationMessagesCard />
      <CustomerWhatsAppSection whatsappConnected={settings.whatsappConnected} />
      <ShippingSection />
      <AdsSection adsConnected={settings.adsConnected} pixelSaved={Boolean(settings.metaPixelId)} />
      <CodRulesCard />
      <SystemSection savedMaintenance={loaded.maintenanceMode} />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-xl sm:border">
        <p role="status" className="text-sm text-stone-600 sm:mr-auto">
          {dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
        </p>
        <div className="sm:w-48">
          <SubmitButton label="Save Settings" busyLabel="Saving…" busy={busy || save.isPending} />
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Turn on maintenance mode?"
        description="Saving closes the shop: visitors see the maintenance page and orders are refused until you turn maintenance mode off again."
        confirmLabel="Turn on and save"
        cancelLabel="Keep the shop open"
        onConfirm={sendConfirmed}
      />
      <LeaveGuard
        when={dirty}
        description="You have changed settings and not saved them. Leave this screen and lose those changes?"
      />
    </FormFrame>
  );
}
