import { useMutation } from '@tanstack/react-query';
import type { SuiteAnswer } from '../lib/documents';
import { useDraftState } from '../lib/drafts';
import { useLocale, useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import type { Scope } from '../lib/scope';
import { trpc } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { TagInput } from '../ui/TagInput';
import { useSuitesT } from './messages';
import { SuiteFields } from './SuiteFields';

const tagList = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * A suite's title, description, priority and tags (MODIFY_DOCUMENT, checked against the version read: a change
 * someone saved meanwhile is not overwritten). Unsaved input is a draft, kept through a refusal and a reload.
 */
export function EditSuiteDialog({
  scope,
  suite,
  onClose,
  onSaved,
}: {
  scope: Scope;
  suite: SuiteAnswer;
  onClose: () => void;
  /** Reads again what shows the suite. */
  onSaved: () => Promise<void>;
}) {
  const _t = useT();
  const words = useSuitesT();
  const lang = useLocale();
  const g = suite.document.Root.General;
  const name = `${g.Id} ${g.Title}`;
  const form = useDraftState(`edit-suite:${suite.docRef}`, {
    title: g.Title,
    description: g.Description,
    priority: g.RecommendedPriority?.Value ?? '',
    tags: tagList(g.Tags),
  });
  const { title, description, priority, tags } = form.value;
  // Done here rather than per call: the list read again after the save may replace the menu this dialog opened from.
  const save = useMutation(
    trpc.documents.modifyDocument.mutationOptions({
      onSuccess: () => {
        form.clear();
        onClose();
        notify(words('suiteEdit.saved', { suite: `${g.Id} ${title.trim()}` }));
        return onSaved();
      },
    }),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={words('suiteEdit.title', { suite: name })}
      submitLabel={words('suiteEdit.save')}
      busy={save.isPending}
      error={save.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() =>
        save.mutate({
          docRef: suite.docRef,
          locale: lang,
          expectedModelVersion: suite.document.__meta.modelVersion,
          document: {
            Root: {
              General: {
                Title: title.trim(),
                Description: description,
                Tags: tags.join(','),
                RecommendedPriority: priority ? { Value: priority } : null,
              },
            },
          },
        })
      }
    >
      {/* The fields see the form without its tags, which they leave as they are. */}
      <SuiteFields form={{ value: form.value, setValue: (change) => form.setValue((v) => ({ ...v, ...change(v) })) }} />
      <TagInput scope={scope} tags={tags} onChange={(next) => form.setValue((v) => ({ ...v, tags: next }))} />
    </FormDialog>
  );
}
