/** Kysely table types of the data rights of the people in the resumes (issue 44 part A; see schema.ts). */
import type { Generated } from 'kysely';

/** A one-time code sent to an address (e-mail or mobile) that proves control of it; keyed by the address,
 * not by an account (the person in a resume need not have one). */
export interface DataAccessCodesTable {
  id: Generated<number>;
  /** The normalised address: a lower-case e-mail or the digits of a mobile number. */
  address: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A short-lived session scoped to one proven address (no user session). */
export interface DataAccessSessionsTable {
  id: Generated<number>;
  token_hash: string;
  address: string;
  expires_at: string;
  created_at: string;
}

/** The notice e-mail sent the first time a profile carrying an address was published by a holder: one per
 * address and holder; its token withdraws the profile in one click. */
export interface DataNoticesTable {
  id: Generated<number>;
  address: string;
  holder_id: number;
  profile_id: number | null;
  token_hash: string;
  sent_at: string;
  used_at: string | null;
}

/** Every access, correction, withdrawal, consent and erasure request, with its state and dates. */
export interface DataRequestsTable {
  id: Generated<number>;
  kind: string;
  address: string;
  /** Null after an erasure: the profile is gone. */
  profile_id: number | null;
  state: string;
  details: string | null;
  created_at: string;
  completed_at: string | null;
}
