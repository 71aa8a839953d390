import type { ServiceContext } from '../../kernel/context';
import { checkedRowScope, type VersionedScopeColumns } from '../../kernel/scope/checked-row-scope';
import { projectScopeSql } from '../../kernel/scope/row-scope';
import { type RiskLevelDocumentRow, riskLevelDocument } from './risk-level-document';

/** GET_DOCUMENT for RiskLevel-dm: the risk document of one case (its TechnicalId is the case's). */
export async function getRiskLevel(ctx: ServiceContext, id: string, ref: string) {
  const scope = projectScopeSql('rl');
  const [row] = await ctx.em.execute<(RiskLevelDocumentRow & VersionedScopeColumns)[]>(
    `SELECT rl.*, ${scope.columns}, v.version_number, v.status AS version_status
     FROM risk_level rl ${scope.joins} JOIN project_version v ON v.id = rl.version_id
     WHERE rl.tenant_id = ? AND rl.case_id = ?`,
    [ctx.principal.tenantId, id],
  );
  const { row: checked, scoped } = await checkedRowScope(ctx, row, ref, 'read');
  return riskLevelDocument(checked, scoped, ctx.locale);
}
