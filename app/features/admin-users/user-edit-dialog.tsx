import { useId, useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import { STAFF_ROLES } from '../../../common/accounts/roles';
import { USER_MESSAGES, type StaffUser } from '../../../common/accounts/staff-admin-schemas';
import { errorMessage } from '../../components/admin/admin-api';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { fieldId, TextInput } from '../../components/admin/editor-fields';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { notifyError } from '../../lib/toast';
import {
  checkEdit,
  conflictField,
  EDIT_FIELDS,
  editValuesOf,
  hasChanges,
  patchBody,
  type EditField,
  type EditValues,
  type RoleChoice,
} from './user-form';
import { CheckboxField, DialogActions, FULL_SCREEN_ON_PHONES, RoleSelect } from './user-fields';
import { useUpdateUser } from './users-query';
import { isSuperAdmin, ROLE_DESCRIPTIONS } from './users-view';

const ROLE_OPTIONS: ReadonlyArray<{ value: RoleChoice; label: string }> = [
  ...STAFF_ROLES.map((role) => ({ value: role, label: ROLE_DESCRIPTIONS[role] })),
  { value: '', label: 'No role (customer)' },
];

/**
 * Edit User (back-office §2, §4): username, email, email verified, is admin and role. Only what changed
 * is sent. The super admin keeps the admin flag and the role (the server refuses to change them too),
 * so those two are shown disabled, with a note saying why.
 */
export function UserEditDialog({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const [loaded] = useState(() => editValuesOf(user));
  const [values, setValues] = useState(loaded);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<EditField, string>>>({});
  const [confirmingClose, setConfirmingClose] = useState(false);
  const update = useUpdateUser(user.id);
  const busy = update.isPending;
  const protectedAccount = isSuperAdmin(user);
  const noteId = useId();

  const problems = useMemo(() => checkEdit(loaded, values), [loaded, values]);
  const errors: Partial<Record<EditField, string>> = {};
  for (const key of EDIT_FIELDS) {
    const problem = problems[key] && (submitted || touched.has(key)) ? problems[key] : undefined;
    errors[key] = problem ?? refused[key];
  }

  const set =
    <K extends EditField>(key: K) =>
    (value: EditValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setRefused((current) => (current[key] ? { ...current, [key]: undefined } : current));
    };

  function requestClose() {
    if (busy) return;
    if (hasChanges(loaded, values)) setConfirmingClose(true);
    else onClose();
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = EDIT_FIELDS.find((key) => problems[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const body = patchBody(loaded, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        const field = conflictField(error);
        if (field) {
          setRefused({ [field]: error.message });
          document.getElementById(fieldId(field))?.focus();
        }
        notifyError('Error', errorMessage(error, USER_MESSAGES.updateFailed));
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title="Edit User"
        description={`The account of ${user.username}.`}
        size="md"
        className={FULL_SCREEN_ON_PHONES}
      >
        <form noValidate onSubmit={submit} onBlur={onBlur} className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">
            <TextInput
              name="username"
              label="Username"
              value={values.username}
              onChange={set('username')}
              error={errors.username}
              required
            />
            <TextInput
              name="email"
              label="Email"
              type="email"
              inputMode="email"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
              required
            />
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold text-stone-900">Status and access</legend>
              <CheckboxField
                name="emailVerified"
                label="Email verified"
                hint="The address is known to be theirs."
                checked={values.emailVerified}
                onChange={set('emailVerified')}
              />
              <CheckboxField
                name="isAdmin"
                label="Is admin"
                hint="Shows an Admin badge. What they may use comes from the role."
                checked={values.isAdmin}
                onChange={set('isAdmin')}
                disabled={protectedAccount}
                describedBy={protectedAccount ? noteId : undefined}
              />
            </fieldset>
            <RoleSelect<RoleChoice>
              name="role"
              label="Role"
              value={values.role}
              onChange={set('role')}
              options={ROLE_OPTIONS}
              error={errors.role}
              hint="What they may use in the back office. A customer has no access to it."
              disabled={protectedAccount}
              describedBy={protectedAccount ? noteId : undefined}
            />
            {protectedAccount ? (
              <p
                id={noteId}
                className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              >
                This is the super admin: the admin flag and the role cannot be changed.
              </p>
            ) : null}
          </div>
          <DialogActions submitLabel="Save Changes" busy={busy} onCancel={requestClose} />
        </form>
        <ConfirmDialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          title="Discard unsaved changes?"
          description="You have changed this user and not saved it. Close the dialog and lose those changes?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
