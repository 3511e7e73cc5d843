// @mall/console-campaigns: the platform's promotions in the console (seckill, group-buys, combos,
// topics, coupon types, 满减, switches, calendar). Its pages are in pages.ts; components are shown in
// Storybook under console-campaigns/.
export { CampaignForm, type CampaignFormProps } from './components/CampaignForm/CampaignForm';
export {
  CampaignTimeline,
  type CampaignTimelineProps,
  type ScheduleItem,
} from './components/CampaignTimeline/CampaignTimeline';
export {
  ComboForm,
  comboDraftOf,
  type ComboDraft,
  type ComboFormProps,
} from './components/ComboForm/ComboForm';
export {
  CouponTypeForm,
  couponDraftOf,
  type CouponTypeDraft,
  type CouponTypeFormProps,
} from './components/CouponTypeForm/CouponTypeForm';
export { DateRangeFields, type DateRangeFieldsProps } from './components/DateRangeFields/DateRangeFields';
export {
  GroupbuyForm,
  groupbuyDraftOf,
  type GroupbuyDraft,
  type GroupbuyFormProps,
} from './components/GroupbuyForm/GroupbuyForm';
export {
  ManjianForm,
  manjianDraftOf,
  type ManjianDraft,
  type ManjianFormProps,
} from './components/ManjianForm/ManjianForm';
export {
  SeckillForm,
  seckillDraftOf,
  type SeckillDraft,
  type SeckillFormProps,
} from './components/SeckillForm/SeckillForm';
export {
  SeckillSlotForm,
  slotDraftOf,
  type SeckillSlotDraft,
  type SeckillSlotFormProps,
} from './components/SeckillSlotForm/SeckillSlotForm';
export {
  TopicForm,
  topicDraftOf,
  type TopicDraft,
  type TopicFormProps,
} from './components/TopicForm/TopicForm';
