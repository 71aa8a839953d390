import { fillAttachments } from '../domains/attachments/fill-attachments';
import { fillPins } from '../domains/pins/fill-pins';
import { fillCallerRoles } from '../domains/projects/fill-caller-role';
import type { ServiceContext } from '../kernel/context';

/**
 * Completes the documents of a call's answer with what no builder reads, one query per kind for the whole answer:
 * their attachments, whether the caller pinned them, and the caller's role on each project.
 */
export async function fillAnswer(ctx: ServiceContext, answer: unknown): Promise<void> {
  await fillAttachments(ctx, answer);
  await fillPins(ctx, answer);
  fillCallerRoles(ctx, answer);
}
