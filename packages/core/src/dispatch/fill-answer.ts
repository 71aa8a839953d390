import { attachmentsFill } from '../domains/attachments/attachments-fill';
import { pinsFill } from '../domains/pins/pins-fill';
import { fillCallerRoles } from '../domains/projects/fill-caller-role';
import type { ServiceContext } from '../kernel/context';
import { statementsTogether } from '../kernel/db/statements-together';
import type { AnswerFill } from '../kernel/documents/answer-fill';

/**
 * Completes the documents of a call's answer with what no builder reads, one query per kind for the whole answer and
 * all of them in one round trip: their attachments, whether the caller pinned them, and the caller's role on each
 * project.
 */
export async function fillAnswer(ctx: ServiceContext, answer: unknown): Promise<void> {
  const fills = [attachmentsFill(ctx, answer), pinsFill(ctx, answer)].filter(
    (fill): fill is AnswerFill<never> => fill !== undefined,
  );
  const results = await statementsTogether<never>(ctx, fills);
  for (const [i, fill] of fills.entries()) fill.apply(results[i]!);
  fillCallerRoles(ctx, answer);
}
