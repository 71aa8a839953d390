import { useMutation } from '@tanstack/react-query';
import { useDraftState } from '../lib/drafts';
import { useLocale } from '../lib/i18n';
import { notify } from '../lib/notices';
import { queryClient, trpc, trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { useUsersT } from './messages';
import { RoleEditor } from './RoleEditor';
import type { Units } from './units';
import { displayName, emptyUserForm, epochOf, formOf, isMe, rolesOf, type UserAnswer } from './user-form';

/** The users list, and the caller's own user document, read again after a change. */
const refreshUsers = () => queryClient.invalidateQueries({ queryKey: trpc.documents.listDocuments.pathKey() });

/**
 * Adds a user (ADD_DOCUMENT) or changes one (MODIFY_DOCUMENT, checked against the version read): names, email,
 * sign-in, expiry and roles. The input is a draft until saved, so a refusal (shown with the server's reason) or a
 * reload keeps it.
 */
export function UserDialog({ user, units, onClose }: { user?: UserAnswer; units: Units; onClose: () => void }) {
  const words = useUsersT();
  const lang = useLocale();
  const root = user?.document.Root;
  const initial = root ? formOf(root) : emptyUserForm;
  const form = useDraftState(user ? `edit-user:${user.docRef}` : 'new-user', initial);
  const value = form.value;
  const own = root ? isMe(root.username) : false;
  const set = (patch: Partial<typeof value>) => form.setValue((v) => ({ ...v, ...patch }));
  const save = useMutation({
    mutationFn: async () => {
      const names = { firstName: value.firstName.trim(), lastName: value.lastName.trim(), email: value.email.trim() };
      // An expiry left as it was is not sent: the date input holds the day only, the server the moment.
      const access = {
        enabled: value.enabled,
        ...(value.expires === initial.expires ? {} : { setting: { ExpirationDate: epochOf(value.expires) } }),
        organizationUnitRole: rolesOf(value),
      };
      if (!user) {
        const Root = { username: value.username.trim(), ...names, ...access };
        await trpcClient.documents.addDocument.mutate({
          documentModelName: 'User-dm',
          locale: lang,
          document: { Root },
        });
        return Root.username;
      }
      await trpcClient.documents.modifyDocument.mutate({
        docRef: user.docRef,
        locale: lang,
        expectedModelVersion: user.document.__meta.modelVersion,
        document: { Root: own ? names : { ...names, ...access } },
      });
      return value.username;
    },
    onSuccess: (username) => {
      form.clear();
      onClose();
      notify(words(user ? 'users.saved' : 'users.added', { name: username }));
      return refreshUsers();
    },
    onError: () => void refreshUsers(),
  });
  return (
    <FormDialog
      open
      wide
      onClose={onClose}
      title={root ? words('users.editTitle', { name: displayName(root) }) : words('users.addTitle')}
      submitLabel={words(user ? 'users.save' : 'users.create')}
      busy={save.isPending}
      error={save.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() => save.mutate()}
    >
      <label className="field">
        <span>{words('users.username')}</span>
        <input
          required
          name="username"
          autoComplete="off"
          readOnly={Boolean(user)}
          aria-describedby={user ? undefined : 'username-hint'}
          value={value.username}
          onChange={(e) => set({ username: e.target.value })}
        />
      </label>
      {!user && (
        <p id="username-hint" className="muted small">
          {words('users.usernameHint')}
        </p>
      )}
      <div className="user-names">
        <label className="field">
          <span>{words('users.firstName')}</span>
          <input name="firstName" value={value.firstName} onChange={(e) => set({ firstName: e.target.value })} />
        </label>
        <label className="field">
          <span>{words('users.lastName')}</span>
          <input name="lastName" value={value.lastName} onChange={(e) => set({ lastName: e.target.value })} />
        </label>
      </div>
      <label className="field">
        <span>{words('users.email')}</span>
        <input type="email" name="email" value={value.email} onChange={(e) => set({ email: e.target.value })} />
      </label>
      <div className="user-access">
        <label className="check">
          <input
            type="checkbox"
            name="enabled"
            disabled={own}
            checked={value.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          {words('users.enabled')}
        </label>
        <label className="field">
          <span>{words('users.expires')}</span>
          <input
            type="date"
            name="expires"
            disabled={own}
            aria-describedby="expires-hint"
            value={value.expires}
            onChange={(e) => set({ expires: e.target.value })}
          />
        </label>
      </div>
      <p id="expires-hint" className="muted small">
        {words('users.expiresHint')}
      </p>
      <RoleEditor roles={value.roles} onChange={(roles) => set({ roles })} units={units} locked={own} />
      {own && <p className="muted small">{words('users.ownLocked')}</p>}
    </FormDialog>
  );
}

/** DELETE_DOCUMENT of a user after a warning. */
export function DeleteUserDialog({ user, onClose }: { user: UserAnswer; onClose: () => void }) {
  const words = useUsersT();
  const name = displayName(user.document.Root);
  const remove = useMutation({
    mutationFn: () => trpcClient.documents.deleteDocument.mutate({ docRef: user.docRef }),
    onSuccess: () => {
      onClose();
      notify(words('users.deleted', { name }));
      return refreshUsers();
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={words('users.deleteTitle', { name })}
      submitLabel={words('users.deleteSubmit')}
      danger
      busy={remove.isPending}
      error={remove.error}
      onSubmit={() => remove.mutate()}
    >
      <p>{words('users.deleteLead')}</p>
    </FormDialog>
  );
}
