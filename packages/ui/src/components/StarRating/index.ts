export { MAX_STARS, StarRating, percentToStars, type StarRatingProps } from './StarRating';
