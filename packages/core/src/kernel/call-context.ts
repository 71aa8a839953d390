import type { MikroORM } from '@mikro-orm/postgresql';
import { type ContextFields, emSource, type ServiceContext, serviceContext } from './context';

/**
 * The ServiceContext of one API call, whose EntityManager is forked on first use: a fork and its unit of work cost
 * more CPU than a read served by the read pool (a project by id), which never needs one.
 */
export function callContext(orm: MikroORM, fields: ContextFields): ServiceContext {
  return serviceContext({ orm }, fields);
}

/** The ORM of a call context whose EntityManager nobody has asked for: then it is in no transaction either. */
export function unforkedOrm(ctx: ServiceContext): MikroORM | undefined {
  const source = emSource(ctx);
  return source && !source.em ? source.orm : undefined;
}
