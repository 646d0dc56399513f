import { useId, useState } from 'react';
import { STAFF_ROLES } from '../../../../common/accounts/roles';
import { USER_MESSAGES, type StaffUser } from '../../../../common/accounts/staff-admin-schemas';
import { checkSchema } from '../../forms/check-schema';
import { EditorDialog } from '../../forms/editor-dialog';
import { CheckboxField, SelectField } from '../../forms/fields';
import { useAdminForm } from '../../forms/use-admin-form';
import {
  checkEdit,
  conflictField,
  editValuesOf,
  patchBody,
  type EditValues,
  type RoleChoice,
} from './user-form';
import { IdentityFields } from './user-fields';
import { useUpdateUser } from './users-query';
import { isSuperAdmin, ROLE_DESCRIPTIONS } from './users-view';

const ROLE_OPTIONS: ReadonlyArray<{ value: RoleChoice; label: string }> = [
  ...STAFF_ROLES.map((role) => ({ value: role, label: ROLE_DESCRIPTIONS[role] })),
  { value: '', label: 'No role (customer)' },
];

/**
 * Edit User (back-office §2, §4): username, email, email verified, is admin and role. Only what changed
 * is sent, and only that is checked; nothing changed closes without a call. The super admin keeps the
 * admin flag and the role (the server refuses to change them too), so those two are shown disabled,
 * with a note saying why.
 */
export function UserEditDialog({
  user,
  onClose,
}: {
  user: StaffUser;
  /** Closes the editor; a promise it returns (a close by going back) is waited for. */
  onClose: () => void | Promise<unknown>;
}) {
  const update = useUpdateUser(user.id);
  // What the dialog opened with: a refetch of the list meanwhile does not move what "changed" means.
  const [loaded] = useState(() => editValuesOf(user));
  const editor = useAdminForm<EditValues>({
    defaultValues: loaded,
    schema: checkSchema((values: EditValues) => checkEdit(loaded, values)),
    save: async (values) => {
      const body = patchBody(loaded, values);
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
    },
    onSaved: onClose,
    failedMessage: USER_MESSAGES.updateFailed,
    refusalField: conflictField,
  });
  const protectedAccount = isSuperAdmin(user);
  const noteId = useId();
  const note = protectedAccount ? noteId : undefined;

  return (
    <EditorDialog
      editor={editor}
      title="Edit User"
      description={`The account of ${user.username}.`}
      submitLabel="Save Changes"
      size="md"
      unsaved="this user"
      onClose={onClose}
    >
      <IdentityFields />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">Status and access</legend>
        {/* Back-office §4: verification goes from false to true only; the server refuses the other way. */}
        <CheckboxField
          name="emailVerified"
          label="Email verified"
          hint={
            user.emailVerified
              ? 'Verified: an address stays verified once it is.'
              : 'The address is known to be theirs.'
          }
          disabled={user.emailVerified}
        />
        <CheckboxField
          name="isAdmin"
          label="Is admin"
          hint="Shows an Admin badge. What they may use comes from the role."
          disabled={protectedAccount}
          describedBy={note}
        />
      </fieldset>
      <SelectField<RoleChoice>
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        hint="What they may use in the back office. A customer has no access to it."
        disabled={protectedAccount}
        describedBy={note}
      />
      {protectedAccount ? (
        <p
          id={noteId}
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          This is the super admin: the admin flag and the role cannot be changed.
        </p>
      ) : null}
    </EditorDialog>
  );
}
