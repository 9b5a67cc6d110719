import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store.js';

/** Typed `useDispatch`. @example const dispatch = useAppDispatch(); */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed `useSelector`. @example const user = useAppSelector(selectSessionUser); */
export const useAppSelector = useSelector.withTypes<RootState>();
