/** Public types of @talent/parser. Field names follow spec 000 section 3 ("Parsed resume upload object"). */

export type DocumentKind = 'pdf' | 'docx' | 'html' | 'msg' | 'eml';

export type ParseErrorCode =
  | 'invalid_type'
  | 'too_large'
  | 'empty_file'
  | 'encrypted'
  | 'corrupt'
  | 'not_word'
  | 'no_text'
  | 'image_only'
  | 'too_deep'
  | 'not_a_message'
  | 'timeout'
  | 'internal';

export interface ParseError {
  code: ParseErrorCode;
  message: string;
}

/** Where an entry was read: the page (PDF; null for other formats) and its first and last line, as
 * 0-based indexes into the document's lines (`text` split at "\n"). */
export interface EntrySource {
  page: number | null;
  line_start: number;
  line_end: number;
}

export interface ExperienceEntry {
  position: string | null;
  company: string | null;
  location: string | null;
  /** "YYYY-MM" when the resume gives the month, "YYYY" otherwise; end "present" for an open end. */
  start_date: string | null;
  end_date: string | null;
  /** The entry's lines: header and bullets. */
  text: string;
  source?: EntrySource;
}

export interface EducationEntry {
  institution: string | null;
  degree: string | null;
  /** Field of study ("Computer Science and Engineering"). */
  area: string | null;
  start_date: string | null;
  end_date: string | null;
  /** GPA ("3.8/4.0") or honours ("magna cum laude") when given. */
  grade: string | null;
  text: string;
  source?: EntrySource;
}

/** The parsed resume upload object (spec 000 section 3); `null` means "not found in the document". */
export interface ResumeFields {
  // Identity and contact
  original_data: string;
  template_data: string;
  first_name: string | null;
  last_name: string | null;
  mobile: string | null;
  secondary_mobile: string | null;
  email: string | null;
  secondary_email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  Zipcode: string | null;
  last_job_city: string | null;
  last_job_state: string | null;
  with_mobile_city: string | null;
  with_mobile_zipcode: string | null;
  linkedInUrl: string | null;
  // Work and skills
  experience_years: number | null;
  experience: ExperienceEntry[];
  work_status: string | null;
  relocate: string | null;
  security_clearance: string | null;
  technicalSkill: string[];
  industry: string | null;
  industry_sector: string | null;
  company: string | null;
  education: EducationEntry[];
  skill_type: string | null;
  skillMatch: string[];
  job_title: string | null;
  work_location: string | null;
  currentCareer: string | null;
  selectedLocation: string | null;
  targetJob: string | null;
  willingnessToTravel: string | null;
  occupation: string | null;
  citizenship: string | null;
  desired_salary: string | null;
  desired_job: string | null;
  desired_status: string | null;
  work_experience: string | null;
  availability: string | null;
  /** Beyond the spec list: the work authorization found (also reflected in work_status). */
  work_authorization: string | null;
  // Processing and meta
  resume_rating: number;
  reason: string | null;
  email_body: string | null;
  document_type: DocumentKind;
}

export interface Rating {
  /** 0..9 */
  score: number;
  /** score / 9 * 100, rounded to 2 decimals */
  percent: number;
  /** percent / 100 * 5, rounded to 2 decimals */
  stars: number;
}

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'bold' | 'plain';

export interface Heading {
  text: string;
  level: HeadingLevel;
  page?: number;
}

/** A rectangle on a PDF page in PDF user space (origin bottom-left), used to mask contact details. */
export interface ContactBox {
  page: number;
  /** 'profile': other personal links on the contact rows or social profiles (GitHub, website, ...). */
  field:
    | 'email'
    | 'secondary_email'
    | 'mobile'
    | 'secondary_mobile'
    | 'linkedInUrl'
    | 'address'
    | 'Zipcode'
    | 'name'
    | 'profile';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GroupInfo {
  /** Name of the message file the group comes from. */
  message: string;
  /** 0 for the message itself, 1.. for its resume attachments in stored order. */
  index: number;
  /** Number of documents in the group (message + resume attachments). */
  size: number;
}

export interface ParsedDocument {
  name: string;
  kind: DocumentKind;
  fields: ResumeFields;
  rating: Rating;
  text: string;
  headings?: Heading[];
  /** For a message: the names of all its attachments in stored order (nested ones as "Inner/child.pdf"). */
  attachments?: string[];
  group?: GroupInfo;
  /** PDF only: page count and page sizes (points) and the boxes of the contact details found. */
  pages?: { count: number; sizes: Array<{ width: number; height: number }> };
  contactBoxes?: ContactBox[];
  /** A group member (attachment) that could not be parsed. The group itself still parses. */
  error?: ParseError;
  /** Group attachment documents: the attachment's own original bytes (its own ArrayBuffer, so the worker
   * can transfer it), to upload as the document's file instead of the whole message. */
  bytes?: Uint8Array;
  /** Group attachment documents: the attachment's file name without the message path ("CV.pdf"). */
  fileName?: string;
}

export type ParseOutcome = { ok: true; documents: ParsedDocument[] } | { ok: false; error: ParseError };

export interface MasterData {
  /** USPS abbreviation -> state name */
  states: Record<string, string>;
  /** city names (any case); matched case-insensitively */
  cities: string[];
  /** countries accepted after "City, " in a location line */
  countries: string[];
  skills: string[];
  jobTitles: string[];
  /** work-authorization phrases, e.g. "US Citizen", "Green Card", "H1B" */
  workAuthorizations: string[];
  /** industry names (the server's `/api/industry`); `industry` is one of them or null */
  industries: string[];
  /** industry sectors (the server's `/api/industry_sector`, GICS); `industry_sector` is one of them or null */
  industrySectors: string[];
  /** skill types (the server's `/api/skill_type`); `skill_type` is one of them or null */
  skillTypes: string[];
}

export interface ParseOptions {
  /** Lines containing any of these keywords (case-insensitive, whole words) are removed. */
  blockedKeywords?: string[];
  /** Lines containing any of these domains (case-insensitive) are removed. */
  blockedDomains?: string[];
  /** Terms stripped from the text (case-insensitive, whole words). */
  excludedTerms?: string[];
  /**
   * The Extraction Keyword list (spec 000: /experience_keyword, experience_view): headings such as
   * "Professional Journey" or "Where I've worked" that open the work history (case-insensitive, whole
   * words). Added to the built-in heading vocabulary.
   */
  experienceKeywords?: string[];
  /** Master data; every list given replaces the default list of the same name. */
  masterData?: Partial<MasterData>;
  /** Largest accepted file in bytes (default 25 MB). */
  maxBytes?: number;
  /** Time bound for one file in ms (default 30 000). */
  timeoutMs?: number;
  /** Deepest message nesting accepted (default 5). */
  maxDepth?: number;
  /** Most PDF pages read (default 200). */
  maxPages?: number;
  /** pdf.js standard font data location. In Node the package's own folder is used by default. */
  standardFontDataUrl?: string;
  /** pdf.js CMap location (packed). In Node the package's own folder is used by default. */
  cMapUrl?: string;
  /** Called with 0..1 while a file is parsed. */
  onProgress?: (progress: ParseProgress) => void;
}

export interface ParseProgress {
  stage: 'reading' | 'text' | 'fields' | 'attachments' | 'render' | 'done';
  /** 0..1 */
  ratio: number;
  page?: number;
  pages?: number;
}

export interface ParseInput {
  name: string;
  bytes: Uint8Array | ArrayBuffer;
  options?: ParseOptions;
}
