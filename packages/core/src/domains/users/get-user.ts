import type { ServiceContext } from '../../kernel/context';
import { loadUser } from './user-admin';
import { userDocument } from './user-document';

/** GET_DOCUMENT for User-dm: a user the caller sees (see `visibleUsers`). */
export async function getUser(ctx: ServiceContext, id: string, ref: string) {
  const { row } = await loadUser(ctx, id, ref);
  return userDocument(row, ctx.locale);
}
