/**
 * Profiles ranked for a job (`get_resume_for_job`): the viewer's own collection first, then public
 * marketplace profiles of others. Candidates come from the existing full-text search (any of the job's
 * skill and title words, word-prefix, FTS5 / tsvector), at most MATCH_CANDIDATES per source; each is then
 * scored on skills, title terms, location and experience. Profiles are shown exactly as the marketplace
 * shows them to this viewer (`toProfile` with their access), so matching reveals no contact data.
 */
import { priceFor } from '@talent/api/rules';
import type { ProfileMatch } from '@talent/api';
import type { JobRow, ProfileRow, User } from '../../db/schema';
import { resumeRepo, type ResumeRepo } from '../resumes/repo';
import { searchTerms } from '../resumes/search';
import { toProfile } from '../resumes/view';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DialectName } from '../../db/index';

/** Search hits scored per source; enough for the pages a recruiter reads, bounded for 100k profiles. */
export const MATCH_CANDIDATES = 500;

const WEIGHT = { skill: 3, term: 2, city: 2, state: 1, experience: 1 };

const norm = (s: string | null) => (s ?? '').trim().toLowerCase();

/** What a profile shows anyone (no contact fields), as lower-case words. */
function visibleWords(p: ProfileRow): string[] {
  return searchTerms([p.job_title, p.technical_skill, p.industry].join(' ')).concat(
    norm(p.technical_skill)
      .split(/[,;|/]/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

export function scoreProfile(job: JobRow, skills: string[], p: ProfileRow) {
  const words = visibleWords(p);
  const text = ` ${words.join(' ')} `;
  const matched_skills = skills.filter((s) => words.includes(norm(s)) || text.includes(` ${norm(s)}`));
  const matched_terms = searchTerms(job.title).filter((t) => words.some((w) => w.startsWith(t)));
  let score = matched_skills.length * WEIGHT.skill + matched_terms.length * WEIGHT.term;
  if (job.city && norm(job.city) === norm(p.city)) score += WEIGHT.city;
  if (job.state && norm(job.state) === norm(p.state)) score += WEIGHT.state;
  if (job.experience_years !== null && p.experience_years !== null)
    if (Number(p.experience_years) >= Number(job.experience_years)) score += WEIGHT.experience;
  return { score, matched_skills, matched_terms };
}

export function matcher(db: Kysely<Database>, dialect: DialectName) {
  const repo: ResumeRepo = resumeRepo(db, dialect);

  return async function match(
    viewer: User,
    job: JobRow,
    page: { limit?: number; offset?: number },
  ): Promise<{ count: number; results: ProfileMatch[] }> {
    const skills = JSON.parse(job.skills) as string[];
    const terms = searchTerms([job.title, ...skills].join(' '));
    if (terms.length === 0) return { count: 0, results: [] };
    const search = { terms, type: 'OR' as const };
    const own = (await repo.collection(viewer.id, search, { limit: MATCH_CANDIDATES })).rows;
    const market = (await repo.marketplace(viewer.id, search, { limit: MATCH_CANDIDATES })).rows;
    const ranked = (source: 'own' | 'market', rows: ProfileRow[]) =>
      rows
        .map((row) => ({ row, source, ...scoreProfile(job, skills, row) }))
        .sort((a, b) => b.score - a.score || b.row.id - a.row.id);
    const all = [...ranked('own', own), ...ranked('market', market)];
    const offset = page.offset ?? 0;
    const slice = all.slice(offset, offset + (page.limit ?? 10));
    const access = await repo.accessMap(
      viewer.id,
      slice.map((s) => s.row),
    );
    const resell = await repo.canResell(viewer);
    const results = slice.map(({ row, source, score, matched_skills, matched_terms }) => {
      const seen = access.get(row.id) ?? null;
      return {
        profile: toProfile(row, seen, resell),
        source,
        score,
        matched_skills,
        matched_terms,
        unlock_price:
          source === 'market' && seen === null && row.price !== null
            ? priceFor('unlock', Number(row.price))
            : null,
      };
    });
    return { count: all.length, results };
  };
}
