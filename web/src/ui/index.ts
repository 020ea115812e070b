/**
 * The shop's own small design system.
 *
 * - Tokens (`tokens.css`): colours that pass WCAG AA on white (brand #117ffa only for large
 *   fills and the progress bar; #0a5fc2 for text, links and buttons), spacing, radii, type sizes.
 *   Screens and components use these custom properties, never raw values.
 * - Type: Pretendard Variable, self-hosted from the `pretendard` package (dynamic subsets: the
 *   browser loads only the woff2 slices whose characters the page shows; `font-display: swap`),
 *   with a Korean system fallback stack; body text breaks between words (`keep-all`).
 * - Components (`ui.css` holds all their styles): Button / ButtonLink, TextField, TextArea,
 *   Select, DateField (YYYY-MM-DD in every browser language), FilePicker ("사진 선택"), Stars and
 *   StarInput (ratings), FormActions (a form's own refusal, then submit and 취소), Dialog
 *   (확인/취소), Carousel (banners: scroll-snap, dots, autoplay that pauses), Avatar (a profile's initial), Toast, Tabs (scroll sideways on phones), Chip, Card, ResponsiveTable (a table at
 *   >= 768 px, cards on phones), EmptyState, LoadingState + Skeleton, ErrorState.
 * - Mobile first: styles are written for a 360 px phone; `@media (min-width: 768px)` adds the
 *   wide layout. Nothing may make a page wider than the viewport (the browser test checks it).
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './tokens.css';
import './ui.css';

export { Avatar } from './Avatar';
export { Button, ButtonLink, buttonClass, type ButtonSize, type ButtonVariant } from './Button';
export { Card, Chip } from './Card';
export { Carousel, type CarouselSlide } from './Carousel';
export { Dialog, Toast } from './Dialog';
export { Checkbox, ChoiceGroup, DateField, FilePicker, Radio, Select, TextArea, TextField } from './fields';
export { FormActions } from './FormActions';
export { ResponsiveTable, type Column } from './ResponsiveTable';
export { StarInput, Stars } from './Stars';
export { EmptyState, ErrorState, LoadingState, Skeleton } from './states';
export { Tabs } from './Tabs';
export * as icons from './icons';
