import { useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../common/accounts/roles';
import {
  PASSWORD_BLOCK_TITLE,
  passwordMissingMessage,
  USER_MESSAGES,
} from '../../../common/accounts/staff-admin-schemas';
import { errorMessage } from '../../components/admin/admin-api';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { fieldId, TextInput } from '../../components/admin/editor-fields';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { notifyError } from '../../lib/toast';
import {
  checkCreate,
  conflictField,
  createBody,
  CREATE_FIELDS,
  EMPTY_CREATE,
  hasChanges,
  type CreateField,
  type CreateValues,
} from './user-form';
import { DialogActions, FULL_SCREEN_ON_PHONES, PasswordInput, RoleSelect } from './user-fields';
import { useCreateUser } from './users-query';
import { ROLE_DESCRIPTIONS } from './users-view';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_DESCRIPTIONS[role] }));

/**
 * Add New User (back-office §2, §5, §9): username, email, password with its live hint, and a role (cms
 * by default). A weak password is blocked with the Password Requirements toast and nothing is sent; a
 * refusal naming a taken username or email shows next to that field and in the toast.
 */
export function UserCreateDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<CreateValues>(EMPTY_CREATE);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // The server's refusals by field, shown until that field is changed.
  const [refused, setRefused] = useState<Partial<Record<CreateField, string>>>({});
  const [confirmingClose, setConfirmingClose] = useState(false);
  const create = useCreateUser();
  const busy = create.isPending;

  const check = useMemo(() => checkCreate(values), [values]);
  const errors: Partial<Record<CreateField, string>> = {};
  for (const key of CREATE_FIELDS) {
    const problem = check.errors[key] && (submitted || touched.has(key)) ? check.errors[key] : undefined;
    errors[key] = problem ?? refused[key];
  }

  const set =
    <K extends CreateField>(key: K) =>
    (value: CreateValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setRefused((current) => (current[key] ? { ...current, [key]: undefined } : current));
    };

  function requestClose() {
    if (busy) return;
    if (hasChanges(EMPTY_CREATE, values)) setConfirmingClose(true);
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
    const weak = check.missing.length > 0;
    const first = CREATE_FIELDS.find((key) => check.errors[key] || (key === 'password' && weak));
    if (weak) notifyError(PASSWORD_BLOCK_TITLE, passwordMissingMessage(check.missing));
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    create.mutate(createBody(values), {
      onSuccess: onClose,
      onError: (error) => {
        const field = conflictField(error);
        if (field) {
          setRefused({ [field]: error.message });
          document.getElementById(fieldId(field))?.focus();
        }
        notifyError('Error', errorMessage(error, USER_MESSAGES.createFailed));
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title="Add New User"
        description="A staff account: it can sign in to the back office with the role you give it."
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
              hint="Letters, digits, dots, underscores and hyphens."
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
            <PasswordInput
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              invalid={submitted && check.missing.length > 0}
            />
            <RoleSelect<StaffRole>
              name="role"
              label="Role"
              value={values.role}
              onChange={set('role')}
              options={ROLE_OPTIONS}
              error={errors.role}
              hint="What they may use in the back office."
            />
          </div>
          <DialogActions submitLabel="Create User" busy={busy} onCancel={requestClose} />
        </form>
        <ConfirmDialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          title="Discard this new user?"
          description="You have started filling in a new user and not created it. Close the dialog and lose what you typed?"
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
