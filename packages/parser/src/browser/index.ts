export { maskRectsForPage, MASKED_FIELDS, type MaskGeometry, type PixelRect } from './mask';
export { renderPageImages, canRender, toImageMap, type RenderOptions, type PageImage } from './render';
