import type { DocumentOf } from './documents';
import { entriesOf } from './documents';
import { type Scope, scopeFilters } from './scope';
import { trpcClient } from './trpc';

export type RiskDoc = DocumentOf<'RiskLevel-dm'>['document'];

const PAGE = 1_000;

/** Every risk level document of a version (absent: the latest), page by page: the risk screens reckon with them all. */
export async function riskDocs(scope: Scope, version: number | undefined): Promise<RiskDoc[]> {
  const docs: RiskDoc[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const answer = await trpcClient.documents.listDocuments.query({
      documentModelName: 'RiskLevel-dm',
      filter: { filters: scopeFilters(scope, version) },
      page: { offset, limit: PAGE },
    });
    docs.push(...entriesOf(answer.entries, 'RiskLevel-dm').map((entry) => entry.document));
    if (answer.entries.length < PAGE) return docs;
  }
}
