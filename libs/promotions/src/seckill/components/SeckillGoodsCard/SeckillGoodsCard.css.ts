export { card, imageLink, image, cover as soldOutBadge, name, progress, bar, fill, muted as percent, action as buy, disabled } from '../../../shared/goodsCard.css';
