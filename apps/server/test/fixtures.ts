import { placeholderPage } from '../src/modules/resumes/images';

/** A small real JPEG page. */
export const PlACEHOLDER = placeholderPage(3, 120, 160);
