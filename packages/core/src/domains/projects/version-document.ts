import { type Locale, NO_SUBPROJECT } from '@tmt/contract';
import type { ScopedProject } from '../../kernel/access/project-access';
import { displayDate } from '../../kernel/documents/display-date';
import { toDocument } from '../../kernel/documents/envelope';
import type { ProjectVersion } from '../../kernel/entities';

export function versionDocument(version: ProjectVersion, { project, parentBusinessId }: ScopedProject, locale: Locale) {
  const dated = <N extends string>(name: N, value: Date | null | undefined) =>
    ({ [name]: value ? value.getTime() : null, [`Display${name}`]: displayDate(value, locale) }) as Record<
      N,
      number | null
    > &
      Record<`Display${N}`, string | null>;
  return toDocument(
    'ProjectVersion-dm',
    version.id,
    version,
    {
      General: {
        ProjectId: parentBusinessId,
        SubprojectId: project.parentId ? project.businessId : NO_SUBPROJECT,
        VersionNumber: version.versionNumber,
        DerivedVersionNumber: version.derivedVersionNumber ?? null,
        ...dated('DerivedVersionCreatedOn', version.derivedVersionCreatedOn),
        DerivedVersionTitle: version.derivedVersionTitle ?? null,
        Status: version.status,
        Title: version.title,
        TenantId: version.tenantId,
        Id: `V_${version.versionNumber}`,
        TechnicalId: version.id,
        WrapperNode: version.wrapperNode,
        UseSubjectSpecificOrderForTestSuite: version.useSubjectSpecificOrderForTestSuite,
        IsLatestVersion: version.isLatestVersion,
        KeyPoints: version.keyPoints,
        Description: version.description,
        Ancestors: version.ancestors,
        ...dated('CloseRequestOn', version.closeRequestOn),
        ...dated('CloseStartOn', version.closeStartOn),
        ...dated('CloseFinishedOn', version.closeFinishedOn),
        IsAwaitingClosure: version.isAwaitingClosure,
      },
    },
    locale,
  );
}
