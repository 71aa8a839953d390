import type { MikroORM } from '@mikro-orm/postgresql';
import { addProject } from '../domains/projects/add-project';
import { createUser, ensureTenant } from '../domains/tenants/provision';
import { tenantAdminRole } from '../kernel/access/principal';
import { serviceContext } from '../kernel/context';
import { Tenant } from '../kernel/entities';
import { seedDemoContent } from './demo-content';

export const DEMO_TENANT = 'demo';
export const DEMO_USER = 'demo';

/**
 * First start only: tenant `demo`, user `demo` with a tenant-wide admin role, project P_1 and its sub project
 * SP_1 — created through the same services the API uses. Later starts leave the data alone.
 */
export async function seedDemo(orm: MikroORM): Promise<boolean> {
  return orm.em.fork().transactional(async (em) => {
    if (await em.findOne(Tenant, { id: DEMO_TENANT })) return false;
    await ensureTenant(em, DEMO_TENANT, 'Demo');
    const principal = await createUser(em, {
      tenantId: DEMO_TENANT,
      username: DEMO_USER,
      firstName: 'Demo',
      lastName: 'User',
      email: 'demo@example.com',
      roles: [tenantAdminRole(DEMO_TENANT)],
    });
    const ctx = serviceContext({ em }, { principal, locale: 'en', header: {} });
    await addProject(ctx, {
      Root: { General: { Title: 'Web shop', Description: 'Checkout, payment and order history of the web shop.' } },
    });
    await addProject(ctx, {
      Root: { General: { Title: 'Mobile app', Description: 'The shop app for iOS and Android.', ParentId: 'P_1' } },
    });
    await seedDemoContent(serviceContext({ em }, { principal, locale: 'en', header: { projectId: 'P_1' } }));
    return true;
  });
}
