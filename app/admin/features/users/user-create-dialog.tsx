import { STAFF_ROLES, type StaffRole } from '../../../../common/accounts/roles';
import {
  missingPasswordItems,
  PASSWORD_BLOCK_TITLE,
  passwordMissingMessage,
  USER_MESSAGES,
} from '../../../../common/accounts/staff-admin-schemas';
import { checkSchema } from '../../forms/check-schema';
import { EditorDialog } from '../../forms/editor-dialog';
import { SelectField } from '../../forms/fields';
import { useAdminForm } from '../../forms/use-admin-form';
import { notifyError } from '../../../lib/toast';
import { conflictField, createBody, createProblems, EMPTY_CREATE, type CreateValues } from './user-form';
import { IdentityFields, PasswordField } from './user-fields';
import { useCreateUser } from './users-query';
import { ROLE_DESCRIPTIONS } from './users-view';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_DESCRIPTIONS[role] }));

/**
 * Add New User (back-office §2, §5, §9): username, email, password with its live hint, and a role (cms
 * by default). A weak password is blocked with the Password Requirements toast and nothing is sent; a
 * refusal naming a taken username or email shows next to that field and in the toast.
 */
export function UserCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const editor = useAdminForm<CreateValues>({
    defaultValues: EMPTY_CREATE,
    schema: checkSchema(createProblems),
    save: (values) => create.mutateAsync(createBody(values)),
    onSaved: onClose,
    failedMessage: USER_MESSAGES.createFailed,
    refusalField: conflictField,
    onInvalid: (errors, values) => {
      if (errors.password) {
        notifyError(PASSWORD_BLOCK_TITLE, passwordMissingMessage(missingPasswordItems(values.password)));
      }
    },
  });

  return (
    <EditorDialog
      editor={editor}
      title="Add New User"
      description="A staff account: it can sign in to the back office with the role you give it."
      submitLabel="Create User"
      size="md"
      onClose={onClose}
      discard={{
        title: 'Discard this new user?',
        description:
          'You have started filling in a new user and not created it. Close the dialog and lose what you typed?',
        confirmLabel: 'Discard',
      }}
    >
      <IdentityFields usernameHint="Letters, digits, dots, underscores and hyphens." />
      <PasswordField />
      <SelectField<StaffRole>
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        hint="What they may use in the back office."
      />
    </EditorDialog>
  );
}
