import type { CaseRoot, SuiteAnswer } from './documents';

type G = CaseRoot['General'];
type Cr = CaseRoot['Criteria'];
type Values<T> = Exclude<T, null>;

/** Every value of each enumeration the console shows, as the contract declares them: a value added there fails here. */
interface EnumShape {
  Status: Record<G['Status'], string>;
  Type: Record<Values<G['Type']>, string>;
  Automation: Record<
    Values<SuiteAnswer['document']['Root']['DisplayFields']['AutomationCoverage'][number]['name']>,
    string
  >;
  Prioritization: Record<Values<G['Prioritization']>, string>;
  RecommendedPriority: Record<
    Values<SuiteAnswer['document']['Root']['General']['RecommendedPriority']>['Value'],
    string
  >;
  AdditionalToolsAids: Record<Cr['AdditionalToolsAids'][number]['Value'], string>;
  Assignment: Record<Cr['Assignment'][number]['Value'], string>;
  Dependency: Record<Values<Cr['Dependency']>, string>;
  TestFocus: Record<Values<Cr['TestFocus']>, string>;
  Likelihood: Record<Values<CaseRoot['Risk']['Likelihood']>, string>;
  Impact: Record<Values<CaseRoot['Risk']['Impact']>, string>;
  RiskLevel: Record<CaseRoot['Risk']['RiskLevel'], string>;
}

/** Labels of the enumerations (content/docs/en/api/document-model/), by enumeration and value. */
export const enumEn = {
  Status: {
    NEW: 'New',
    IN_PROGRESS: 'In progress',
    TO_BE_REVIEWED: 'To be reviewed',
    TO_BE_CORRECTED: 'To be corrected',
    TO_BE_REVIEWED_AGAIN: 'To be reviewed again',
    REVIEWED: 'Reviewed',
    DONE: 'Done',
  },
  Type: {
    FUNCTIONAL: 'Functional',
    PERFORMANCE: 'Performance',
    SECURITY: 'Security',
    USABILITY: 'Usability',
    MODEL: 'Model',
  },
  Automation: {
    TO_BE_EVALUATED: 'To be evaluated',
    TO_BE_AUTOMATED: 'To be automated',
    AUTOMATED: 'Automated',
    NOT_TO_BE_AUTOMATED: 'Not to be automated',
    NOT_DEFINED: 'Not defined',
  },
  Prioritization: { MANDATORY: 'Mandatory', OPTIONAL: 'Optional', NO_TEST: 'No test' },
  RecommendedPriority: { BLOCKER: 'Blocker', HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' },
  AdditionalToolsAids: { DATABASE: 'Database', IMPORT_FILE: 'Import file', SCRIPT: 'Script' },
  Assignment: { CUSTOMER_APPROVAL: 'Customer approval', CUSTOMER_TEST: 'Customer test' },
  Dependency: { INTERRELATION: 'Interrelation' },
  TestFocus: { CALCULATION: 'Calculation', PERMISSION: 'Permission', REAL_TIME_CALCULATION: 'Real-time calculation' },
  Likelihood: {
    ALMOST_CERTAIN: 'Almost certain',
    LIKELY: 'Likely',
    POSSIBLE: 'Possible',
    UNLIKELY: 'Unlikely',
    RARE: 'Rare',
  },
  Impact: { SERIOUS: 'Serious', MAJOR: 'Major', MODERATE: 'Moderate', MINOR: 'Minor', INSIGNIFICANT: 'Insignificant' },
  RiskLevel: { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', UNDEFINED: 'Undefined' },
} as const satisfies EnumShape;

export type EnumName = keyof typeof enumEn;
export type EnumLabels = { [E in EnumName]: Record<keyof (typeof enumEn)[E], string> };
