import { useRouteError, type RouteObject } from 'react-router';

const TEXT = {
  loadFailed: '페이지를 불러오지 못했습니다. 새로고침해주세요.',
};

/**
 * A screen that failed: the spec's message in the page. On the server (a render that threw) the
 * error also goes to the log, since no browser console will show it.
 */
function RouteFailed() {
  const error = useRouteError();
  if (typeof window === 'undefined') console.error('screen failed to render on the server', error);
  return <p className="error">{TEXT.loadFailed}</p>;
}

/**
 * Routes follow the spec's screen names (mypage sub-areas as in spec section 2). Screens load
 * lazily, so a route change has a loading phase that the progress bar shows.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    // The shell (Apollo Client, providers, layout) is lazy too: it loads in parallel with the
    // first screen's chunk, and the entry script stays React and the router. Nothing is shown
    // until both are there.
    lazy: async () => ({ Component: (await import('./AppShell')).AppShell }),
    HydrateFallback: () => null,
    // The shell itself failed to load (a network error, a replaced release): no header to show.
    errorElement: <RouteFailed />,
    children: [
      {
        // Errors render inside the shell: the header stays, and the progress bar can finish (it
        // stops 200 ms after a failed route too).
        errorElement: <RouteFailed />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./screens/home/Home')).Home }) },
          { path: 'login', lazy: async () => ({ Component: (await import('./screens/account/Login')).Login }) },
          { path: 'signup', lazy: async () => ({ Component: (await import('./screens/account/SignUp')).SignUp }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('./screens/legal/LegalPage')).TermsOfUse }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('./screens/legal/LegalPage')).PrivacyPolicy }) },
          { path: 'find-password', lazy: async () => ({ Component: (await import('./screens/account/FindPassword')).FindPassword }) },
          { path: 'logout', lazy: async () => ({ Component: (await import('./screens/account/Logout')).Logout }) },
          { path: 'oauth/:provider/callback', lazy: async () => ({ Component: (await import('./screens/account/SocialCallback')).SocialCallback }) },
          { path: 'mypage', lazy: async () => ({ Component: (await import('./screens/mypage/MyPage')).MyPage }) },
          { path: 'mypage/edit', lazy: async () => ({ Component: (await import('./screens/account/EditAccount')).EditAccount }) },
          { path: 'mypage/profiles', lazy: async () => ({ Component: (await import('./screens/profiles/Profiles')).Profiles }) },
          {
            // Nutrition tracking: one area with the profile and date in the URL, a route per tab.
            path: 'mypage/nutrition',
            lazy: async () => ({ Component: (await import('./screens/nutrition/Nutrition')).Nutrition }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./screens/nutrition/Diary')).Diary }) },
              { path: 'supplements', lazy: async () => ({ Component: (await import('./screens/nutrition/Supplements')).Supplements }) },
              { path: 'score', lazy: async () => ({ Component: (await import('./screens/nutrition/Score')).Score }) },
              { path: 'body', lazy: async () => ({ Component: (await import('./screens/nutrition/Body')).Body }) },
              { path: 'standard', lazy: async () => ({ Component: (await import('./screens/nutrition/Standards')).Standards }) },
            ],
          },
          { path: 'recommend', lazy: async () => ({ Component: (await import('./screens/recommend/Questionnaire')).Questionnaire }) },
          { path: 'recommend/result/:id', lazy: async () => ({ Component: (await import('./screens/recommend/RecommendResult')).RecommendResult }) },
          { path: 'recommend/history', lazy: async () => ({ Component: (await import('./screens/recommend/RecommendHistory')).RecommendHistory }) },
          { path: 'nutrients', lazy: async () => ({ Component: (await import('./screens/recommend/NutrientCards')).NutrientCards }) },
          { path: 'search', lazy: async () => ({ Component: (await import('./screens/shop/Search')).Search }) },
          { path: 'products/:id', lazy: async () => ({ Component: (await import('./screens/shop/ProductDetail')).ProductDetail }) },
          { path: 'compare', lazy: async () => ({ Component: (await import('./screens/shop/Compare')).Compare }) },
          { path: 'cart', lazy: async () => ({ Component: (await import('./screens/cart/Cart')).Cart }) },
          { path: 'purchase', lazy: async () => ({ Component: (await import('./screens/checkout/Checkout')).Checkout }) },
          { path: 'purchase/success', lazy: async () => ({ Component: (await import('./screens/checkout/PaymentResult')).PaymentResult }) },
          { path: 'purchase/Mobile/success', lazy: async () => ({ Component: (await import('./screens/checkout/PaymentResult')).PaymentResult }) },
          { path: 'payment/window', lazy: async () => ({ Component: (await import('./screens/checkout/PaymentWindow')).PaymentWindow }) },
          { path: 'purchase/fail', lazy: async () => ({ Component: (await import('./screens/checkout/PaymentResult')).PaymentFail }) },
          { path: 'mypage/favorite', lazy: async () => ({ Component: (await import('./screens/shop/Favorites')).Favorites }) },
          { path: 'mypage/viewed_goods', lazy: async () => ({ Component: (await import('./screens/shop/RecentlyViewed')).RecentlyViewed }) },
          { path: 'categories/:id', lazy: async () => ({ Component: (await import('./screens/browse/CategoryProducts')).CategoryProducts }) },
          { path: 'brands/:id', lazy: async () => ({ Component: (await import('./screens/browse/BrandPage')).BrandPage }) },
          { path: 'content', lazy: async () => ({ Component: (await import('./screens/browse/ContentHome')).ContentHome }) },
          { path: 'content/:id', lazy: async () => ({ Component: (await import('./screens/browse/ContentHome')).ContentItem }) },
          { path: 'exhibitions/:id', lazy: async () => ({ Component: (await import('./screens/browse/ExhibitionPage')).ExhibitionPage }) },
          { path: 'mypage/inquiry/counsel', lazy: async () => ({ Component: (await import('./screens/mypage/Inquiries')).Inquiries }) },
          { path: 'mypage/inquiry/product', lazy: async () => ({ Component: (await import('./screens/mypage/ProductInquiries')).ProductInquiries }) },
          { path: 'mypage/notice', lazy: async () => ({ Component: (await import('./screens/mypage/Notices')).Notices }) },
          { path: 'mypage/orderList/delivery', lazy: async () => ({ Component: (await import('./screens/orders/OrderList')).OrderList }) },
          { path: 'mypage/orderList/request', lazy: async () => ({ Component: (await import('./screens/orders/OrderRequests')).OrderRequests }) },
          { path: 'mypage/orderList/detail/:id', lazy: async () => ({ Component: (await import('./screens/orders/OrderDetail')).OrderDetailPage }) },
          { path: 'mypage/point', lazy: async () => ({ Component: (await import('./screens/points/MyPoints')).MyPoints }) },
          { path: 'mypage/coupon', lazy: async () => ({ Component: (await import('./screens/coupons/MyCoupons')).MyCoupons }) },
          { path: 'mypage/subscription', lazy: async () => ({ Component: (await import('./screens/subscriptions/MySubscriptions')).MySubscriptions }) },
          { path: 'mypage/cards', lazy: async () => ({ Component: (await import('./screens/subscriptions/Cards')).Cards }) },
          { path: 'subscribe/:productId', lazy: async () => ({ Component: (await import('./screens/subscriptions/Subscribe')).Subscribe }) },
          { path: 'mypage/review', lazy: async () => ({ Component: (await import('./screens/reviews/MyReviews')).MyReviews }) },
          { path: 'mypage/review/write', lazy: async () => ({ Component: (await import('./screens/reviews/ReviewWrite')).ReviewWrite }) },
          { path: 'mypage/review/edit/:id', lazy: async () => ({ Component: (await import('./screens/reviews/ReviewWrite')).ReviewWrite }) },
          { path: 'mypage/address', lazy: async () => ({ Component: (await import('./screens/addresses/AddressBook')).AddressBook }) },
          { path: 'guest-order', lazy: async () => ({ Component: (await import('./screens/orders/GuestOrder')).GuestOrder }) },
          { path: 'gift/:token', lazy: async () => ({ Component: (await import('./screens/orders/GiftReceiver')).GiftReceiver }) },
          { path: 'events', lazy: async () => ({ Component: (await import('./screens/events/EventList')).EventList }) },
          { path: 'events/:code', lazy: async () => ({ Component: (await import('./screens/events/EventDetail')).EventDetail }) },
          { path: 'cs', lazy: async () => ({ Component: (await import('./screens/cs/CsCenter')).CsCenter }) },
          { path: 'mypage/notifications', lazy: async () => ({ Component: (await import('./screens/notifications/Notifications')).Notifications }) },
          { path: 'mypage/notifications/settings', lazy: async () => ({ Component: (await import('./screens/notifications/NotificationSettings')).NotificationSettings }) },
          { path: 'admin', lazy: async () => ({ Component: (await import('./screens/admin/AdminHome')).AdminHome }) },
          { path: 'admin/inquiries', lazy: async () => ({ Component: (await import('./screens/admin/AdminInquiries')).AdminInquiries }) },
          { path: 'admin/approvals', lazy: async () => ({ Component: (await import('./screens/admin/AdminApprovals')).AdminApprovals }) },
          { path: 'admin/notices', lazy: async () => ({ Component: (await import('./screens/admin/AdminNotices')).AdminNotices }) },
          { path: 'admin/recommendation', lazy: async () => ({ Component: (await import('./screens/admin/AdminRecommendation')).AdminRecommendation }) },
          { path: 'admin/recommend-inquiries', lazy: async () => ({ Component: (await import('./screens/admin/AdminRecommendInquiries')).AdminRecommendInquiries }) },
          { path: 'admin/categories', lazy: async () => ({ Component: (await import('./screens/admin-catalog/AdminCategories')).AdminCategories }) },
          { path: 'admin/content', lazy: async () => ({ Component: (await import('./screens/admin-catalog/AdminContent')).AdminContent }) },
          { path: 'admin/terms', lazy: async () => ({ Component: (await import('./screens/admin-terms/AdminTerms')).AdminTerms }) },
          { path: 'admin/orders', lazy: async () => ({ Component: (await import('./screens/admin-orders/AdminOrders')).AdminOrders }) },
          { path: 'admin/orders/:id', lazy: async () => ({ Component: (await import('./screens/admin-orders/AdminOrder')).AdminOrder }) },
          { path: 'admin/members', lazy: async () => ({ Component: (await import('./screens/admin-members/AdminMembers')).AdminMembers }) },
          { path: 'admin/members/:id', lazy: async () => ({ Component: (await import('./screens/admin-members/AdminMember')).AdminMember }) },
          { path: 'admin/products', lazy: async () => ({ Component: (await import('./screens/admin-products/AdminProducts')).AdminProducts }) },
          { path: 'admin/products/new', lazy: async () => ({ Component: (await import('./screens/admin-products/AdminProductForm')).AdminProductNew }) },
          { path: 'admin/products/:id', lazy: async () => ({ Component: (await import('./screens/admin-products/AdminProductForm')).AdminProductEdit }) },
          {
            path: 'partner',
            lazy: async () => ({ Component: (await import('./screens/partner/PartnerHome')).PartnerHome }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./screens/partner/Dashboard')).Dashboard }) },
              { path: 'settings', lazy: async () => ({ Component: (await import('./screens/partner/ChannelSettings')).ChannelSettings }) },
              { path: 'cooperate', lazy: async () => ({ Component: (await import('./screens/partner/Cooperate')).Cooperate }) },
              { path: 'catalog', lazy: async () => ({ Component: (await import('./screens/partner/Catalog')).Catalog }) },
              { path: 'community', lazy: async () => ({ Component: (await import('./screens/partner/Community')).Community }) },
              { path: 'coupons', lazy: async () => ({ Component: (await import('./screens/partner/Coupons')).Coupons }) },
            ],
          },
          // A channel: /channel/nutricoach, and /@nutricoach (a route cannot start with a literal '@': any other single segment stays not found).
          { path: 'channel/:handle', lazy: async () => ({ Component: (await import('./screens/channel/ChannelPage')).ChannelByPath }) },
          {
            path: ':handle',
            lazy: async () => {
              const [{ ChannelAt }, { NotFound }] = await Promise.all([import('./screens/channel/ChannelPage'), import('./screens/browse/NotFound')]);
              return { Component: () => <ChannelAt notFound={<NotFound />} /> };
            },
          },
          // An unknown address: what happened and a way on (home, search, the featured categories).
          { path: '*', lazy: async () => ({ Component: (await import('./screens/browse/NotFound')).NotFound }) },
        ],
      },
    ],
  },
];
