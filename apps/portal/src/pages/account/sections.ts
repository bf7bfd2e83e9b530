/**
 * The profile sections of a user (spec 000 section 3): experience, education, skills, course and
 * certification, languages, other personal. Each is read with GET and extended with POST on the spec's
 * endpoint (spec 7 "Profile"); courses and certifications can also be deleted by id, experience and
 * education entries edited, deleted and imported from a resume (issue 39).
 */
export type FieldKind = 'text' | 'date' | 'number' | 'checkbox' | 'textarea';

export interface SectionField {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
}

export interface SectionDef {
  id: string;
  title: string;
  list:
    | 'listUserExperience'
    | 'listUserEducation'
    | 'listUserSkill'
    | 'listCourseAndCertification'
    | 'listLanguages'
    | 'listOtherPersonal';
  create: string;
  /** The PUT of one entry, for sections whose entries can be edited. */
  update?: 'updateUserExperience' | 'updateUserEducation';
  remove?: 'deleteCourseAndCertification' | 'deleteUserExperience' | 'deleteUserEducation';
  /** Entries can be imported from a parsed resume ("Import from resume"). */
  importable?: boolean;
  add: string;
  /** Fields that make an entry's heading, then its sub-heading. */
  heading: string[];
  fields: SectionField[];
}

export const SECTIONS: SectionDef[] = [
  {
    id: 'experience',
    title: 'Experience',
    list: 'listUserExperience',
    create: 'createUserExperience',
    update: 'updateUserExperience',
    remove: 'deleteUserExperience',
    importable: true,
    add: 'Add Experience',
    heading: ['job_title', 'company'],
    fields: [
      { name: 'job_title', label: 'Job Title', kind: 'text', required: true },
      { name: 'company', label: 'Company', kind: 'text', required: true },
      { name: 'location', label: 'Location', kind: 'text' },
      { name: 'start_date', label: 'Start Date', kind: 'date' },
      { name: 'end_date', label: 'End Date', kind: 'date' },
      { name: 'currently_working', label: 'I currently work here', kind: 'checkbox' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
  },
  {
    id: 'education',
    title: 'Education',
    list: 'listUserEducation',
    create: 'createUserEducation',
    update: 'updateUserEducation',
    remove: 'deleteUserEducation',
    importable: true,
    add: 'Add Education',
    heading: ['degree', 'institution'],
    fields: [
      { name: 'degree', label: 'Degree', kind: 'text', required: true },
      { name: 'institution', label: 'Institution', kind: 'text', required: true },
      { name: 'field_of_study', label: 'Field of Study', kind: 'text' },
      { name: 'start_date', label: 'Start Date', kind: 'date' },
      { name: 'end_date', label: 'End Date', kind: 'date' },
      { name: 'grade', label: 'Grade', kind: 'text' },
    ],
  },
  {
    id: 'skills',
    title: 'Skills',
    list: 'listUserSkill',
    create: 'createUserSkill',
    add: 'Add Skill',
    heading: ['skill', 'level'],
    fields: [
      { name: 'skill', label: 'Skill', kind: 'text', required: true },
      { name: 'level', label: 'Level', kind: 'text' },
      { name: 'years', label: 'Years', kind: 'number' },
    ],
  },
  {
    id: 'courses',
    title: 'Courses and Certifications',
    list: 'listCourseAndCertification',
    create: 'createCourseAndCertification',
    remove: 'deleteCourseAndCertification',
    add: 'Add Course or Certification',
    heading: ['name', 'issuer'],
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'issuer', label: 'Issuer', kind: 'text' },
      { name: 'issue_date', label: 'Issue Date', kind: 'date' },
      { name: 'credential_url', label: 'Credential URL', kind: 'text' },
    ],
  },
  {
    id: 'languages',
    title: 'Languages',
    list: 'listLanguages',
    create: 'createLanguages',
    add: 'Add Language',
    heading: ['language', 'proficiency'],
    fields: [
      { name: 'language', label: 'Language', kind: 'text', required: true },
      { name: 'proficiency', label: 'Proficiency', kind: 'text' },
    ],
  },
  {
    id: 'other',
    title: 'Other Personal',
    list: 'listOtherPersonal',
    create: 'createOtherPersonal',
    add: 'Add Personal Details',
    heading: ['nationality', 'gender'],
    fields: [
      { name: 'date_of_birth', label: 'Date of Birth', kind: 'date' },
      { name: 'gender', label: 'Gender', kind: 'text' },
      { name: 'nationality', label: 'Nationality', kind: 'text' },
      { name: 'marital_status', label: 'Marital Status', kind: 'text' },
      { name: 'address', label: 'Address', kind: 'text' },
      { name: 'hobbies', label: 'Hobbies', kind: 'textarea' },
    ],
  },
];

export type FormValues = Record<string, string | boolean>;

/** The POST body of a section form: empty optional fields are left out, numbers parsed. */
export function sectionBody(section: SectionDef, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of section.fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') {
      if (value === true) body[field.name] = true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) continue;
    body[field.name] = field.kind === 'number' ? Number(text) : text;
  }
  return body;
}

/** The form values of a stored entry, for its edit form. */
export function formValuesOf(section: SectionDef, entry: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of section.fields) {
    const value = entry[field.name];
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (value !== null && value !== undefined) values[field.name] = String(value);
  }
  return values;
}

/** Required fields left empty, by name. */
export function missingFields(section: SectionDef, values: FormValues): string[] {
  return section.fields
    .filter((f) => f.required && !(typeof values[f.name] === 'string' && String(values[f.name]).trim()))
    .map((f) => f.name);
}
