import { z } from 'zod';
import { Impact, Likelihood, Prioritization, RiskLevel, TestCaseType } from '../enumerations';
import { DefectCategory, MinimumRiskLevel, RiskSelectionReason } from '../risk';
import { epochMs, int, modelDocument, nullableText, text, versionFields } from './envelope';

/**
 * The risk data of one case (content/docs/en/api/document-model/risklevel.md): the RiskLevel-dm document's General and an
 * execution's RiskLevelData. The user guide's "Risk" chapter explains how each level is found.
 */
export const RiskLevelDataFields = {
  TestCaseId: nullableText,
  /** The case's likelihood and impact, calculated from the test history where the case asks for it. */
  Likelihood: Likelihood.nullable(),
  Impact: Impact.nullable(),
  CombinationLikelihoodImpact: nullableText,
  /** Likelihood × impact through the project's risk matrix. */
  RiskLevelBusinessLogic: RiskLevel,
  /** Share of failing results (0–100) among the counted results of the test history; null without history. */
  Frequency: z.number().nullable(),
  /** Summed defect weights (0–10) of the test history; null without history. */
  Severity: z.number().nullable(),
  /** `<Severity>__<Frequency>`. */
  CombinationSeverityFrequency: nullableText,
  /** Frequency section × severity section through the project's risk matrix. */
  RiskLevelTestHistory: RiskLevel,
  ReleaseScope: z.strictObject({
    /** Priority × test type through the project's release scope matrix. */
    RiskLevelReleaseScope: RiskLevel,
    TestType: TestCaseType.nullable(),
    Priority: Prioritization.nullable(),
    CombinationTestTypePriority: nullableText,
  }),
  /** `<business>__<history>__<scope>`. */
  CombinationRiskLevel: text,
  /** The level of the heatmap value: HIGH from 75, MEDIUM from 25, else LOW; UNDEFINED without any level. */
  RiskLevelHeatmap: RiskLevel,
  /** 0–100: the mean of the defined levels (HIGH 3, MEDIUM 2, LOW 1), scaled so LOW is 0 and HIGH 100. */
  RiskLevelHeatmapValue: int.nullable(),
};
export const RiskLevelData = z.strictObject(RiskLevelDataFields);

/** Why CREATE_RUN_BY_RISK_LEVEL put a case into its run, as it stood then. */
export const RiskSelectionGroup = z
  .strictObject({
    /** 1 for the highest risk. */
    Rank: int,
    Reason: RiskSelectionReason,
    MinimumRiskLevel,
    RiskLevelHeatmap: RiskLevel,
    RiskLevelHeatmapValue: int.nullable(),
    CombinationRiskLevel: text,
  })
  .nullable();

export const RiskLevelDocument = modelDocument('RiskLevel-dm', 'RiskLevelDocument', {
  General: z.strictObject({
    ...versionFields,
    TenantId: text,
    /** The case's TechnicalId: one document per case of a version. */
    TechnicalId: text,
    TestCaseDocRef: text,
    ...RiskLevelDataFields,
  }),
  /** What the test history weighed: the counted results and the defects named on them. */
  TestHistory: z.strictObject({
    CountedExecutions: int,
    FailedExecutions: int,
    LastTestedOn: epochMs.nullable(),
    Defects: z.array(z.strictObject({ Id: text, Category: DefectCategory, Weight: z.number() })),
    LikelihoodCalculated: z.boolean(),
    ImpactCalculated: z.boolean(),
  }),
});
