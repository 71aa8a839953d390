import { router } from '../../trpc';
import { getTenantSettings } from './get-tenant-settings';
import { modifyTenantSettings } from './modify-tenant-settings';

export const tenantsRouter = router({ getTenantSettings, modifyTenantSettings });
