// A lazy image's placeholder (ui/image/image.tsx): the attribute that marks the image, the custom
// property that names its placeholder, and the attribute that draws it once the picture is near the
// screen. app/globals.css draws it with these names.
export const LAZY_PLACEHOLDER = 'data-placeholder';
export const PLACEHOLDER_PROPERTY = '--placeholder';
export const NEAR_SCREEN = 'data-near';
