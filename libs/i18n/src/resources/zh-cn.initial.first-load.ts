/** zh-cn.initial.ts as the storefront's builds see it: only the first-load groups (see that file). */
export { zhCNFirstLoad as zhCNInitial } from './zh-cn.first-load';
