import { useLocation, useNavigation } from 'react-router';

/**
 * True while a client-side navigation waits for another product's data, from any shop page or from
 * another product (storefront §2 Product detail: 'Loading Product'). The shop layout shows the spinner
 * in the page's place: until the data arrives the product route may not even be mounted.
 */
export function useLoadingProduct(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.pathname;
  return (
    navigation.state === 'loading' && Boolean(target?.startsWith('/product/')) && target !== location.pathname
  );
}
