import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { BusinessInfoDocument } from '../../gql/graphql';
import './legal.css';

const TEXT = {
  terms: '이용약관',
  privacy: '개인정보처리방침',
  cs: '고객센터',
  notice: '공지사항',
  businessName: '상호',
  representative: '대표자',
  registrationNumber: '사업자등록번호',
  verify: '사업자정보 확인',
  mailOrderNumber: '통신판매업 신고번호',
  address: '주소',
  csLine: '고객센터',
  email: '이메일',
  privacyOfficer: '개인정보 보호책임자',
  hosting: '호스팅 서비스 제공자',
  about: '영양제 검색·리뷰·비교·구매와 가족 영양 관리',
};

/**
 * The footer of every page: 이용약관 and 개인정보처리방침 (bold, as shops in Korea show the privacy
 * policy link), then the business information the law asks for (전자상거래법 제10조), served from
 * configuration (`businessInfo`), never written in the web client.
 */
export function BusinessFooter() {
  const { data } = useQuery(BusinessInfoDocument);
  const info = data?.businessInfo;
  return (
    <div className="business-footer">
      <nav className="business-footer__links" aria-label="약관 및 정책">
        <Link to="/terms" className="business-footer__strong">
          {TEXT.terms}
        </Link>
        <Link to="/privacy" className="business-footer__strong">
          {TEXT.privacy}
        </Link>
        <Link to="/cs">{TEXT.cs}</Link>
        <Link to="/mypage/notice">{TEXT.notice}</Link>
      </nav>
      {info && (
        <dl className="business-footer__facts" aria-label="사업자 정보">
          <div>
            <dt>{TEXT.businessName}</dt>
            <dd>{info.businessName}</dd>
            <dt>{TEXT.representative}</dt>
            <dd>{info.representative}</dd>
          </div>
          <div>
            <dt>{TEXT.registrationNumber}</dt>
            <dd>
              {info.registrationNumber}{' '}
              <a href={info.verificationUrl} target="_blank" rel="noopener noreferrer">
                {TEXT.verify}
              </a>
            </dd>
          </div>
          <div>
            <dt>{TEXT.mailOrderNumber}</dt>
            <dd>{info.mailOrderNumber}</dd>
          </div>
          <div>
            <dt>{TEXT.address}</dt>
            <dd>{info.address}</dd>
          </div>
          <div>
            <dt>{TEXT.csLine}</dt>
            <dd>
              <a href={`tel:${info.csPhone.replace(/[^0-9+]/g, '')}`}>{info.csPhone}</a> ({info.csHours})
            </dd>
          </div>
          <div>
            <dt>{TEXT.email}</dt>
            <dd>
              <a href={`mailto:${info.csEmail}`}>{info.csEmail}</a>
            </dd>
          </div>
          <div>
            <dt>{TEXT.privacyOfficer}</dt>
            <dd>
              {info.privacyOfficerName} ({info.privacyOfficerContact})
            </dd>
          </div>
          <div>
            <dt>{TEXT.hosting}</dt>
            <dd>{info.hostingProvider}</dd>
          </div>
        </dl>
      )}
      <p>{TEXT.about}</p>
    </div>
  );
}
