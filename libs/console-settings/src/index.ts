// @mall/console-settings: the platform's settings (site info, customer service, default images,
// copyright, the site switch). Its pages are in pages.ts; components shown in Storybook under console-settings/.
export { SiteSwitch, type SiteSwitchProps } from './components/SiteSwitch/SiteSwitch';
export { DefaultImagesFields, type DefaultImagesFieldsProps } from './components/DefaultImagesFields/DefaultImagesFields';
