import { useEffect } from 'react';
import type { MessageKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { type TrackedTask, taskTracker, useTaskDocument, useTrackedTasks } from '../lib/tasks';
import { Icon } from './Icon';

const typeKey = (type: string) => `tasks.type.${type}` as MessageKey;

/** Follows one task; settles it (and refreshes what it changed) when it ends. Renders nothing. */
function TaskPoller({ task }: { task: TrackedTask }) {
  const t = useT();
  const doc = useTaskDocument(task.docRef);
  const status = doc?.document.Root.General.Status;
  useEffect(() => {
    if (!doc || (status !== 'DONE' && status !== 'ERROR')) return;
    if (!taskTracker.settle(task.docRef, status, doc.document.Root.Result)) return;
    const name = `${t(typeKey(task.type))} · ${task.subject}`;
    const text = t('tasks.finished', { task: name, status: t(`tasks.status.${status}` as MessageKey) });
    notify(
      status === 'ERROR' && doc.document.Root.Error?.Message ? `${text} ${doc.document.Root.Error.Message}` : text,
      status === 'ERROR' ? 'error' : 'info',
    );
  }, [doc, status, task, t]);
  return null;
}

function TaskRow({ task }: { task: TrackedTask }) {
  const t = useT();
  const doc = useTaskDocument(task.docRef);
  const root = doc?.document.Root;
  const status = root?.General.Status ?? 'NEW';
  const progress = status === 'DONE' ? 100 : Math.round(root?.DisplayFields.Progress ?? 0);
  const name = `${t(typeKey(task.type))} · ${task.subject}`;
  return (
    <li className={`task task-${status.toLowerCase()}`} data-testid="task" data-status={status}>
      <div className="task-head">
        <span className="task-name">{name}</span>
        <span className="task-status">{t(`tasks.status.${status}` as MessageKey)}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('tasks.progress', { task: name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="progress-bar" style={{ width: `${progress}%` }} />
      </div>
      {status === 'ERROR' && root?.Error?.Message && (
        <p className="error task-error" role="alert">
          {root.Error.Message}
        </p>
      )}
    </li>
  );
}

/**
 * The tasks of this session: a button with the number running, and a panel with a progress bar per task. The panel
 * is the browser's own popover (light dismiss, Escape, focus return), so the page shell needs no menu library.
 */
export function TaskTray() {
  const t = useT();
  const tasks = useTrackedTasks();
  const running = tasks.filter((task) => !task.settled).length;
  return (
    <>
      {tasks.map((task) => !task.settled && <TaskPoller key={task.docRef} task={task} />)}
      <button
        type="button"
        className="header-button"
        popoverTarget="task-tray"
        data-testid="task-tray-button"
        aria-keyshortcuts="t"
      >
        <Icon name="tasks" />
        <span className="label">{t('tasks.title')}</span>
        {running > 0 && (
          <>
            <span className="badge" aria-hidden="true">
              {running}
            </span>
            <span className="visually-hidden">{t('tasks.tray', { count: running })}</span>
          </>
        )}
      </button>
      <section
        id="task-tray"
        popover="auto"
        className="popover task-tray"
        data-testid="task-tray"
        aria-labelledby="task-tray-title"
      >
        <h2 id="task-tray-title" className="popover-title">
          {t('tasks.title')}
        </h2>
        {tasks.length === 0 ? (
          <p className="muted">{t('tasks.empty')}</p>
        ) : (
          <ul className="task-list">
            {tasks.map((task) => (
              <TaskRow key={task.docRef} task={task} />
            ))}
          </ul>
        )}
        {tasks.some((task) => task.settled) && (
          <button type="button" className="button small" onClick={() => taskTracker.clearSettled()}>
            {t('tasks.clear')}
          </button>
        )}
      </section>
    </>
  );
}
