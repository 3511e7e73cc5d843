export { cover as soldOutBadge } from '../../../shared/goodsCard.css';
