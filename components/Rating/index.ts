export { ratingSizes, ratingVariants } from './Rating.css.ts';
export { Rating, type RatingProps } from './Rating.tsx';
export { RatingInput, type RatingInputProps } from './RatingInput.tsx';
export { defaultRatingMax, parseRating, type RatingModel, starFills } from './rating.ts';
