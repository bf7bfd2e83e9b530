/**
 * /profile_project: the job seeker's projects and portfolio (issue 43). The spec names the route only, and
 * the product has no separate project or portfolio records for a job seeker, so the page gathers what a
 * recruiter weighs as one: the projects and positions of the experience section (GET and POST
 * /api/user_experiece/), the courses and certifications with their credential links (the portfolio's
 * evidence, /api/course_and_certification/), and the resumes the seeker uploaded, best rated first
 * (GET /api/most_rated_profile), each opening its profile. docs/decisions.md "Profile Projects".
 */
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import type { Profile } from '@talent/api/contract';
import { Card, DataTable, Inline, LinkButton, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { SectionPanel } from '../account/ProfileSections';
import { SECTIONS } from '../account/sections';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { editColumn, ratingColumn } from '../profiles/columns';
import * as styles from './jobseeker.css';

const experience = SECTIONS.find((s) => s.id === 'experience')!;
const courses = SECTIONS.find((s) => s.id === 'courses')!;

/** How many of the seeker's resumes the portfolio lists; the rest are on /my_upload_resume. */
export const PORTFOLIO_SIZE = 5;

export default function ProfileProjectPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const resumes = usePagedEndpoint('mostRatedProfile', {
    top: PORTFOLIO_SIZE,
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const columns: DataTableColumn<Profile>[] = [
    { id: 'name', header: t('Full Name'), isRowHeader: true, cell: (p) => p.full_name },
    { id: 'title', header: t('Job Title'), cell: (p) => p.job_title ?? '—' },
    ratingColumn(t),
    { id: 'uploaded', header: t('Uploaded On'), cell: (p) => formats.date(p.created_at) },
    editColumn(t, (p) => `/profile-resume/${p.id}`),
  ];

  return (
    <Stack gap="large">
      <Stack gap="small">
        <h1>{t('Profile Projects')}</h1>
        <p className={styles.muted}>
          {t(
            'Your projects and portfolio as recruiters see them: the work you did, the certificates and links that prove it, and your resumes.',
          )}
        </p>
      </Stack>
      <Card>
        <SectionPanel section={experience} />
      </Card>
      <Card>
        <SectionPanel section={courses} />
      </Card>
      <Card title={t('Portfolio')} headingLevel={2}>
        <Stack gap="medium">
          <DataTable
            emptyKind="file"
            label={t('My resumes')}
            columns={columns}
            getRowId={(p) => p.id}
            {...resumes.props}
            emptyTitle={t('No resumes yet')}
            emptyDescription={t('Upload your resume and it shows here with its rating.')}
            labels={tableLabels(t)}
          />
          <Inline gap="small" wrap>
            <LinkButton href="/create_my_resume">{t('Upload Profile')}</LinkButton>
            <LinkButton variant="outline" tone="neutral" href="/my_upload_resume">
              {t('All uploaded profiles')}
            </LinkButton>
            <LinkButton variant="outline" tone="neutral" href="/profile">
              {t('Edit the whole profile')}
            </LinkButton>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
