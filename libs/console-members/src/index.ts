// @mall/console-members: the platform's members and units. Its pages are in pages.ts; components
// shown in Storybook under console-members/.
export { MemberSummary, type MemberSummaryData, type MemberSummaryProps } from './components/MemberSummary/MemberSummary';
