/** Builds an account's data archive (issue 44 part B): `data.json` with every row about the user, the
 * original file of each of their profiles under `files/`, and a README saying what is where. */
import type { Kysely } from 'kysely';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Database } from '../../../db/schema';
import type { CheckedFileStore } from '../../../storage/reporting';
import { archiveRepo } from './repo';

const README = `This archive holds the data of your Talent account.

data.json     your account, resume profiles, jobs, applications (made and received), messages,
              wallet movements (ledger), card payments, invoices and the audit entries about you
files/        the original file of each of your resume profiles, named <profile id>-<file name>

Page images are left out: they are pictures of the original files.
`;

/** A file name safe in a zip on every system. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120) || 'file';

export async function buildArchive(
  db: Kysely<Database>,
  files: CheckedFileStore,
  userId: number,
  generatedAt: string,
): Promise<Buffer> {
  const repo = archiveRepo(db);
  const profiles = await repo.profiles(userId);
  const missing: string[] = [];
  const zipped: Zippable = {};
  for (const p of profiles) {
    if (!p.file_key) continue;
    try {
      const data = await files.get(p.file_key);
      zipped[`files/${p.id}-${safeName(p.file_name ?? 'original')}`] = new Uint8Array(data);
    } catch {
      missing.push(p.file_key);
    }
  }
  const data = {
    generated_at: generatedAt,
    account: await repo.account(userId),
    profile_sections: await repo.profileSections(userId),
    keywords: await repo.keywords(userId),
    // The parsed fields are stored as JSON text: the archive shows them as JSON.
    profiles: profiles.map(({ data: parsed, search_text: _s, public_search_text: _p, ...rest }) => ({
      ...rest,
      data: parseJson(parsed),
    })),
    jobs: await repo.jobs(userId),
    applications_made: await repo.applicationsMade(userId),
    applications_received: await repo.applicationsReceived(userId),
    messages: await repo.messages(userId),
    ledger: await repo.ledger(userId),
    payments: await repo.payments(userId),
    invoices: await repo.invoices(userId),
    audit: await repo.audit(userId),
    files_missing_from_store: missing,
  };
  zipped['README.txt'] = strToU8(README);
  zipped['data.json'] = strToU8(JSON.stringify(data, null, 2));
  return Buffer.from(zipSync(zipped, { level: 6 }));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
