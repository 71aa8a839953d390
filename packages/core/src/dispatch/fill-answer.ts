import { attachmentsFill } from '../domains/attachments/attachments-fill';
import { pinsFill } from '../domains/pins/pins-fill';
import { fillCallerRoles } from '../domains/projects/fill-caller-role';
import type { ServiceContext } from '../kernel/context';
import { preparedStatement } from '../kernel/db/prepared-query';
import type { AnswerFill } from '../kernel/documents/answer-fill';

/**
 * Completes the documents of a call's answer with what no builder reads, one query per kind for the whole answer and
 * all of them one statement (each filler's rows as JSON, tagged with the filler's place), so one round trip, planned
 * once per connection: their attachments, whether the caller pinned them, and the caller's role on each project.
 */
export async function fillAnswer(ctx: ServiceContext, answer: unknown): Promise<void> {
  const fills = [attachmentsFill(ctx, answer), pinsFill(ctx, answer)].filter(
    (fill): fill is AnswerFill => fill !== undefined,
  );
  if (fills.length) {
    const rows = await preparedStatement<{ fill: number; row: never }>(
      ctx,
      fills.map((fill, i) => `SELECT ${i} AS fill, to_jsonb(f) AS row FROM (${fill.sql}) f`).join(' UNION ALL '),
      fills.flatMap((fill) => fill.params),
    );
    for (const [i, fill] of fills.entries()) fill.apply(rows.filter((row) => row.fill === i).map((row) => row.row));
  }
  fillCallerRoles(ctx, answer);
}
