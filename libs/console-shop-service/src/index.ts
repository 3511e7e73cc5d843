// @mall/console-shop-service: a shop's 客服工作台 (the chat under the console login) and its
// customer-service staff. Its pages are in pages.ts; components shown in Storybook under console-shop-service/.
export { ServicerStaff, type Open as ServicerStaffDialog, type ServicerStaffProps, type ServicerStaffWrite } from './components/ServicerStaff/ServicerStaff';
