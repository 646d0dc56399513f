import { useId } from 'react';
import { STAFF_ROLES } from '../../../../common/accounts/roles';
import { USER_MESSAGES, type StaffUser } from '../../../../common/accounts/staff-admin-schemas';
import { checkEdit, EDIT_FIELDS, editValuesOf, patchBody, type RoleChoice } from './user-form';
import { CheckboxField, IdentityFields, RoleSelect } from './user-fields';
import { useUserDialog } from './use-user-dialog';
import { UserDialog } from './user-dialog';
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
  const update = useUpdateUser(user.id);
  const dialog = useUserDialog({
    initial: () => editValuesOf(user),
    fields: EDIT_FIELDS,
    check: checkEdit,
    send: (values, loaded, failed) => {
      const body = patchBody(loaded, values);
      if (Object.keys(body).length === 0) {
        onClose();
        return;
      }
      update.mutate(body, { onSuccess: onClose, onError: failed(USER_MESSAGES.updateFailed) });
    },
    busy: update.isPending,
    onClose,
  });
  const protectedAccount = isSuperAdmin(user);
  const noteId = useId();

  return (
    <UserDialog
      dialog={dialog}
      title="Edit User"
      description={`The account of ${user.username}.`}
      submitLabel="Save Changes"
      discard={{
        title: 'Discard unsaved changes?',
        description: 'You have changed this user and not saved it. Close the dialog and lose those changes?',
        confirmLabel: 'Discard changes',
      }}
    >
      <IdentityFields values={dialog.values} errors={dialog.errors} set={dialog.set} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">Status and access</legend>
        <CheckboxField
          name="emailVerified"
          label="Email verified"
          hint="The address is known to be theirs."
          checked={dialog.values.emailVerified}
          onChange={dialog.set('emailVerified')}
        />
        <CheckboxField
          name="isAdmin"
          label="Is admin"
          hint="Shows an Admin badge. What they may use comes from the role."
          checked={dialog.values.isAdmin}
          onChange={dialog.set('isAdmin')}
          disabled={protectedAccount}
          describedBy={protectedAccount ? noteId : undefined}
        />
      </fieldset>
      <RoleSelect<RoleChoice>
        name="role"
        label="Role"
        value={dialog.values.role}
        onChange={dialog.set('role')}
        options={ROLE_OPTIONS}
        error={dialog.errors.role}
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
    </UserDialog>
  );
}
