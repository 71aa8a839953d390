import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { auditProperties } from './audit';
import type { CaseCriteria, CaseRisk, CaseSources, TestStep } from './rows';

export type { TestStep };

/** A test case; its steps live in the row (one read, one set-based copy per version). */
export const TestCase = defineEntity({
  name: 'TestCase',
  tableName: 'test_case',
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    versionId: p.uuid(),
    suiteId: p.uuid(),
    businessId: p.string(),
    title: p.string(),
    description: p.text(),
    status: p.string(),
    type: p.string().nullable(),
    automation: p.string().nullable(),
    prioritization: p.string().nullable(),
    estimatedExecutionTime: p.integer().nullable(),
    assignee: p.string().nullable(),
    importantAddition: p.boolean(),
    criteria: p.json<CaseCriteria>(),
    tags: p.array(),
    preconditions: p.text(),
    sources: p.json<CaseSources>(),
    risk: p.json<CaseRisk>(),
    steps: p.json<TestStep[]>(),
    creatingEvent: p.string(),
    path: p.text(),
    triggeredBy: p.string().nullable(),
    triggeredAt: p.datetime().nullable(),
    isImported: p.boolean(),
    frozen: p.boolean(),
    ...auditProperties(),
  }),
});
export type TestCase = InferEntity<typeof TestCase>;
