export interface VisualStory {
  id: string;
  name: string;
  fullPage?: boolean;
  /** Skins to capture (default: all four). */
  skins?: string[];
  /** Directions to capture (default: both). */
  directions?: string[];
  /** The exact skin and direction pairs to capture, instead of `skins` x `directions`. */
  variants?: { skin: string; direction: string }[];
}
export declare const visualStories: VisualStory[];
export declare const skins: string[];
export declare const directions: string[];
export declare const viewport: { width: number; height: number };
