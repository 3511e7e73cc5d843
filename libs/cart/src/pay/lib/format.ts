/** "2025-03-10 10:00" in China time for Unix seconds from the API; '' for 0 (none): one module in @mall/ui. */
export { formatDateTime } from '@mall/ui';
