export interface VisualStory {
  id: string;
  name: string;
  fullPage?: boolean;
  /** Skins to capture (default: all four). */
  skins?: string[];
  /** Directions to capture (default: both). */
  directions?: string[];
}
export declare const visualStories: VisualStory[];
export declare const skins: string[];
export declare const directions: string[];
export declare const viewport: { width: number; height: number };
