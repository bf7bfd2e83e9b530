import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gallery } from '../src/gallery';
import {
  componentName,
  isShowcased,
  showcasePages,
  storyFilePages,
  storyFilesOf,
  type ShowcasePageId,
} from '../src/showcase/catalogue';
import { storyDisplayName, storyFiles } from '../src/showcase/stories';
import { contrastGrade, contrastRatio, parseColor } from '../src/showcase/contrast';

const componentsDir = fileURLToPath(new URL('../../../packages/ui/src/components/', import.meta.url));

/** Every *.stories.tsx under packages/ui/src/components, found on disk (not through Vite). */
function storyFilesOnDisk(): string[] {
  return (readdirSync(componentsDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

describe('showcase catalogue (issue 22)', () => {
  it("the showcase's glob finds every story file of the design system", () => {
    expect([...storyFiles].sort()).toEqual(storyFilesOnDisk());
    expect(storyFiles.length).toBeGreaterThan(40);
  });

  it('maps every story file to exactly one showcase page, and names no file that is gone', () => {
    const unmapped = storyFilesOnDisk().filter((file) => !(file in storyFilePages));
    expect(unmapped, 'add these story files to storyFilePages in showcase/catalogue.ts').toEqual([]);
    const stale = Object.keys(storyFilePages).filter((file) => !storyFilesOnDisk().includes(file));
    expect(stale).toEqual([]);
    const perPage = (Object.keys(showcasePages) as ShowcasePageId[]).flatMap(storyFilesOf);
    expect(perPage.sort()).toEqual(storyFilesOnDisk());
  });

  it('gives every generated page at least one component, and every page a gallery entry', () => {
    for (const page of Object.keys(showcasePages) as ShowcasePageId[]) {
      expect(storyFilesOf(page).length, page).toBeGreaterThan(0);
      expect(gallery.some((entry) => entry.id === page && entry.path === `/${page}`)).toBe(true);
    }
  });

  it('leaves out the all-skins and right-to-left stories only', () => {
    expect(isShowcased('Default')).toBe(true);
    expect(isShowcased('WithTitleAndAction')).toBe(true);
    expect(isShowcased('Skins')).toBe(false);
    expect(isShowcased('SmsAccountSkins')).toBe(false);
    expect(isShowcased('RTL')).toBe(false);
    expect(componentName('Patterns/Upload/DropZone')).toBe('DropZone');
    expect(componentName('Components/Alert')).toBe('Alert');
  });
});

describe('contrast of the /colors page', () => {
  it('parses hex and opaque rgb, and refuses see-through colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#7367F0')).toEqual([115, 103, 240]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgba(31, 28, 43, 0.5)')).toBeNull();
    expect(parseColor('transparent')).toBeNull();
  });

  it('computes the WCAG ratio and grade', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('transparent', '#fff')).toBeNull();
    expect(contrastGrade(21)).toBe('AAA');
    expect(contrastGrade(4.54)).toBe('AA');
    expect(contrastGrade(3.2)).toBe('AA large');
    expect(contrastGrade(2)).toBe('Fails');
  });
});

describe('story names on the showcase pages', () => {
  it("turns an export's name into Storybook's display name", () => {
    expect(storyDisplayName('WithTitleAndAction')).toBe('With Title And Action');
    expect(storyDisplayName('Default')).toBe('Default');
    expect(storyDisplayName('AllApplicationAndJobStatuses')).toBe('All Application And Job Statuses');
    expect(storyDisplayName('UIElements')).toBe('UI Elements');
    expect(storyDisplayName('Gsm7')).toBe('Gsm7');
  });
});
