import { useMutation } from '@tanstack/react-query';
import { narrow } from '../lib/documents';
import { useDraftState } from '../lib/drafts';
import { useLocale } from '../lib/i18n';
import { notify } from '../lib/notices';
import { queryClient, trpc, trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { DraftInput, DraftTextArea } from '../ui/DraftFields';
import { useProjectsT } from './messages';

/** The project a sub project is created in; absent: a project of the tenant. */
export interface ParentProject {
  Id: string;
  Title: string;
}

/**
 * ADD_DOCUMENT of a Project-dm, with `ParentId` for a sub project. The input is a draft until saved, so a refusal
 * (shown with the server's reason) or a reload keeps it.
 */
export function ProjectDialog({ parent, onClose }: { parent?: ParentProject; onClose: () => void }) {
  const words = useProjectsT();
  const lang = useLocale();
  const form = useDraftState(`new-project:${parent?.Id ?? '_'}`, { title: '', description: '' });
  const { title, description } = form.value;
  const create = useMutation({
    mutationFn: async () => {
      const docRef = await trpcClient.documents.addDocument.mutate({
        documentModelName: 'Project-dm',
        locale: lang,
        document: { Root: { General: { Title: title.trim(), Description: description, ParentId: parent?.Id ?? '_' } } },
      });
      const created = narrow(await trpcClient.documents.getDocument.query({ docRef }), 'Project-dm');
      // The list and the parent's sub projects show the new one.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.projects.loadProjectsByTenant.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.projects.listSubProjects.pathKey() }),
      ]);
      return created?.document.Root.General.Id ?? '';
    },
    onSuccess: (id) => {
      form.clear();
      onClose();
      notify(words('create.created', { id, title: title.trim() }));
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={parent ? words('create.subProjectTitle', { project: parent.Title }) : words('create.projectTitle')}
      submitLabel={words('create.submit')}
      busy={create.isPending}
      error={create.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() => create.mutate()}
    >
      <DraftInput form={form} name="title" label={words('create.title')} required />
      <DraftTextArea form={form} name="description" label={words('create.description')} />
    </FormDialog>
  );
}
