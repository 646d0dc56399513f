import { STAFF_ROLES, type StaffRole } from '../../../../common/accounts/roles';
import {
  missingPasswordItems,
  PASSWORD_BLOCK_TITLE,
  passwordMissingMessage,
  USER_MESSAGES,
} from '../../../../common/accounts/staff-admin-schemas';
import { notifyError } from '../../../lib/toast';
import { checkCreate, createBody, CREATE_FIELDS, EMPTY_CREATE, type CreateValues } from './user-form';
import { IdentityFields, PasswordInput, RoleSelect } from './user-fields';
import { useUserDialog } from './use-user-dialog';
import { UserDialog } from './user-dialog';
import { useCreateUser } from './users-query';
import { ROLE_DESCRIPTIONS } from './users-view';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_DESCRIPTIONS[role] }));

const problemsOf = (_loaded: CreateValues, values: CreateValues) => checkCreate(values).errors;

/** A weak password blocks the save with the Password Requirements toast (its hint says the rest). */
function blockWeakPassword(values: CreateValues) {
  const missing = missingPasswordItems(values.password);
  if (missing.length === 0) return undefined;
  notifyError(PASSWORD_BLOCK_TITLE, passwordMissingMessage(missing));
  return 'password' as const;
}

/**
 * Add New User (back-office §2, §5, §9): username, email, password with its live hint, and a role (cms
 * by default). A weak password is blocked with the Password Requirements toast and nothing is sent; a
 * refusal naming a taken username or email shows next to that field and in the toast.
 */
export function UserCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const dialog = useUserDialog({
    initial: () => EMPTY_CREATE,
    fields: CREATE_FIELDS,
    check: problemsOf,
    block: blockWeakPassword,
    send: (values, _loaded, failed) =>
      create.mutate(createBody(values), { onSuccess: onClose, onError: failed(USER_MESSAGES.createFailed) }),
    busy: create.isPending,
    onClose,
  });

  return (
    <UserDialog
      dialog={dialog}
      title="Add New User"
      description="A staff account: it can sign in to the back office with the role you give it."
      submitLabel="Create User"
      discard={{
        title: 'Discard this new user?',
        description:
          'You have started filling in a new user and not created it. Close the dialog and lose what you typed?',
        confirmLabel: 'Discard',
      }}
    >
      <IdentityFields
        values={dialog.values}
        errors={dialog.errors}
        set={dialog.set}
        usernameHint="Letters, digits, dots, underscores and hyphens."
      />
      <PasswordInput
        value={dialog.values.password}
        onChange={dialog.set('password')}
        error={dialog.errors.password}
        invalid={dialog.submitted && missingPasswordItems(dialog.values.password).length > 0}
      />
      <RoleSelect<StaffRole>
        name="role"
        label="Role"
        value={dialog.values.role}
        onChange={dialog.set('role')}
        options={ROLE_OPTIONS}
        error={dialog.errors.role}
        hint="What they may use in the back office."
      />
    </UserDialog>
  );
}
