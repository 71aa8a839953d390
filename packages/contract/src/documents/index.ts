import { z } from 'zod';
import { AttachmentDocument } from './attachment';
import { TagDocument, TestCaseDocument, TestFolderDocument, TestSuiteDocument } from './content';
import { ProjectDocument, ProjectSettingDocument, ProjectVersionDocument, ProjectWithVersionDocument } from './project';
import { RiskLevelDocument } from './risk';
import { CaseExecutionDocument, SuiteExecutionDocument, TaskDocument, TestRunDocument } from './runs';
import { UserDocument } from './user';

export { DocumentMetaBlock, stepAttachmentPath, TreePath } from './envelope';
export { RiskLevelData } from './risk';
export {
  AttachmentDocument,
  CaseExecutionDocument,
  ProjectDocument,
  ProjectSettingDocument,
  ProjectVersionDocument,
  ProjectWithVersionDocument,
  RiskLevelDocument,
  SuiteExecutionDocument,
  TagDocument,
  TaskDocument,
  TestCaseDocument,
  TestFolderDocument,
  TestRunDocument,
  TestSuiteDocument,
  UserDocument,
};

/** A document of any served model; `__meta.modelReference` names the model. */
export const DocumentResult = z
  .union([
    ProjectDocument.document,
    ProjectVersionDocument.document,
    ProjectSettingDocument.document,
    TestSuiteDocument.document,
    TestFolderDocument.document,
    TestCaseDocument.document,
    TagDocument.document,
    TestRunDocument.document,
    SuiteExecutionDocument.document,
    CaseExecutionDocument.document,
    TaskDocument.document,
    AttachmentDocument.document,
    UserDocument.document,
    RiskLevelDocument.document,
  ])
  .meta({ id: 'Document' });

/** `{ docRef, documentModelName, document }` of any served model, told apart by `documentModelName`. */
export const DocumentAnswerResult = z
  .discriminatedUnion('documentModelName', [
    ProjectDocument.answer,
    ProjectVersionDocument.answer,
    ProjectSettingDocument.answer,
    TestSuiteDocument.answer,
    TestFolderDocument.answer,
    TestCaseDocument.answer,
    TagDocument.answer,
    TestRunDocument.answer,
    SuiteExecutionDocument.answer,
    CaseExecutionDocument.answer,
    TaskDocument.answer,
    AttachmentDocument.answer,
    UserDocument.answer,
    RiskLevelDocument.answer,
  ])
  .meta({ id: 'DocumentAnswer' });

/** The models the API answers documents of. */
export type ServedModelName = z.output<typeof DocumentAnswerResult>['documentModelName'];

/** The answered document of one model, by its name: what the server's builders produce. */
export type ModelDocumentAnswer<M extends ServedModelName> = Extract<
  z.output<typeof DocumentAnswerResult>,
  { documentModelName: M }
>;
