/**
 * The schema.org types a page is likely to use, with their place in the hierarchy, so checks can tell a
 * misspelled type ("Organisation", "product") from a real one and a LocalBusiness subtype ("Dentist") from
 * an unrelated type. Not the whole vocabulary (about 800 types, most of them medical and enumeration
 * classes): the commonly used types, their main subtypes and their value types. Names are case-sensitive,
 * as in JSON-LD.
 *
 * Format: one line per parent, "Parent: Child Child …"; a type with several parents (LocalBusiness is an
 * Organization and a Place) appears under each.
 */
const HIERARCHY = `
Thing: Action BioChemEntity CreativeWork Event Intangible MedicalEntity Organization Person Place Product Taxon
CreativeWork: Article Blog Book Certification Chapter Claim Clip Collection Comment Conversation Course CreativeWorkSeason CreativeWorkSeries DataCatalog Dataset DefinedTermSet Diet DigitalDocument Drawing EducationalOccupationalCredential Episode ExercisePlan Game Guide HowTo HowToDirection HowToSection HowToStep HowToTip HyperToc HyperTocEntry LearningResource Legislation Manuscript Map MathSolver MediaObject MediaReviewItem Menu MenuSection Message Movie MusicComposition MusicPlaylist MusicRecording Painting Photograph Play Poster PublicationIssue PublicationVolume Quotation Review Sculpture SheetMusic ShortStory SoftwareApplication SoftwareSourceCode SpecialAnnouncement Statement TVSeason Thesis VisualArtwork WebContent WebPage WebPageElement WebSite
Article: AdvertiserContentArticle NewsArticle Report SatiricalArticle ScholarlyArticle SocialMediaPosting TechArticle
NewsArticle: AnalysisNewsArticle AskPublicNewsArticle BackgroundNewsArticle OpinionNewsArticle ReportageNewsArticle ReviewNewsArticle
SocialMediaPosting: BlogPosting DiscussionForumPosting
BlogPosting: LiveBlogPosting
ScholarlyArticle: MedicalScholarlyArticle
TechArticle: APIReference
Book: Audiobook
Clip: MovieClip RadioClip TVClip VideoGameClip
Comment: Answer CorrectionComment Question
Episode: PodcastEpisode RadioEpisode TVEpisode
CreativeWorkSeason: PodcastSeason RadioSeason TVSeason
CreativeWorkSeries: BookSeries MovieSeries Periodical PodcastSeries RadioSeries TVSeries VideoGameSeries
Periodical: ComicSeries
DigitalDocument: NoteDigitalDocument PresentationDigitalDocument SpreadsheetDigitalDocument TextDigitalDocument
Game: VideoGame
HowTo: Recipe
LearningResource: Course Quiz Syllabus
MediaObject: 3DModel AmpStory AudioObject DataDownload ImageObject LegislationObject MusicVideoObject TextObject VideoObject
AudioObject: Audiobook
ImageObject: Barcode ImageObjectSnapshot
VideoObject: VideoObjectSnapshot
Message: EmailMessage
MusicPlaylist: MusicAlbum MusicRelease
Review: ClaimReview CriticReview EmployerReview MediaReview Recommendation UserReview
CriticReview: ReviewNewsArticle
SoftwareApplication: MobileApplication VideoGame WebApplication
WebContent: HealthTopicContent
WebPage: AboutPage CheckoutPage CollectionPage ContactPage FAQPage ItemPage MedicalWebPage ProfilePage QAPage RealEstateListing SearchResultsPage
CollectionPage: MediaGallery
MediaGallery: ImageGallery VideoGallery
WebPageElement: SiteNavigationElement Table WPAdBlock WPFooter WPHeader WPSideBar
Organization: Airline Consortium Corporation EducationalOrganization FundingScheme GovernmentOrganization LibrarySystem LocalBusiness MedicalOrganization NGO NewsMediaOrganization OnlineBusiness PerformingGroup PoliticalParty Project ResearchOrganization SearchRescueOrganization SportsOrganization WorkersUnion
OnlineBusiness: OnlineStore
EducationalOrganization: CollegeOrUniversity ElementarySchool HighSchool MiddleSchool Preschool School
MedicalOrganization: Dentist DiagnosticLab Hospital MedicalClinic Pharmacy Physician VeterinaryCare
PerformingGroup: DanceGroup MusicGroup TheaterGroup
SportsOrganization: SportsTeam
Project: FundingAgency ResearchProject
LocalBusiness: AnimalShelter ArchiveOrganization AutomotiveBusiness ChildCare Dentist DryCleaningOrLaundry EmergencyService EmploymentAgency EntertainmentBusiness FinancialService FoodEstablishment GovernmentOffice HealthAndBeautyBusiness HomeAndConstructionBusiness InternetCafe LegalService Library LodgingBusiness MedicalBusiness ProfessionalService RadioStation RealEstateAgent RecyclingCenter SelfStorage ShoppingCenter SportsActivityLocation Store TelevisionStation TouristInformationCenter TravelAgency
AutomotiveBusiness: AutoBodyShop AutoDealer AutoPartsStore AutoRental AutoRepair AutoWash GasStation MotorcycleDealer MotorcycleRepair
EmergencyService: FireStation Hospital PoliceStation
EntertainmentBusiness: AdultEntertainment AmusementPark ArtGallery Casino ComedyClub MovieTheater NightClub
FinancialService: AccountingService AutomatedTeller BankOrCreditUnion InsuranceAgency
FoodEstablishment: Bakery BarOrPub Brewery CafeOrCoffeeShop Distillery FastFoodRestaurant IceCreamShop Restaurant Winery
GovernmentOffice: PostOffice
HealthAndBeautyBusiness: BeautySalon DaySpa HairSalon HealthClub NailSalon TattooParlor
HomeAndConstructionBusiness: Electrician GeneralContractor HVACBusiness HousePainter Locksmith MovingCompany Plumber RoofingContractor
LegalService: Attorney Notary
LodgingBusiness: BedAndBreakfast Campground Hostel Hotel Motel Resort VacationRental
Resort: SkiResort
MedicalBusiness: CommunityHealth Dentist Dermatology DietNutrition Emergency Geriatric Gynecologic MedicalClinic Midwifery Nursing Obstetric Oncologic Optician Optometric Otolaryngologic Pediatric Pharmacy Physician Physiotherapy PlasticSurgery Podiatric PrimaryCare Psychiatric PublicHealth
Physician: IndividualPhysician PhysiciansOffice
SportsActivityLocation: BowlingAlley ExerciseGym GolfCourse HealthClub PublicSwimmingPool SkiResort SportsClub StadiumOrArena TennisComplex
Store: AutoPartsStore BikeStore BookStore ClothingStore ComputerStore ConvenienceStore DepartmentStore ElectronicsStore Florist FurnitureStore GardenStore GroceryStore HardwareStore HobbyShop HomeGoodsStore JewelryStore LiquorStore MensClothingStore MobilePhoneStore MovieRentalStore MusicStore OfficeEquipmentStore OutletStore PawnShop PetStore ShoeStore SportingGoodsStore TireShop ToyStore WholesaleStore
Person: Patient
Place: Accommodation AdministrativeArea CivicStructure Landform LandmarksOrHistoricalBuildings LocalBusiness Residence TouristAttraction TouristDestination
Accommodation: Apartment CampingPitch House Room Suite
House: SingleFamilyResidence
Room: HotelRoom MeetingRoom
AdministrativeArea: City Country SchoolDistrict State
CivicStructure: Airport Aquarium Beach BoatTerminal Bridge BusStation BusStop Campground Cemetery Crematorium EducationalOrganization EventVenue FireStation GovernmentBuilding Hospital MovieTheater Museum MusicVenue Park ParkingFacility PerformingArtsTheater PlaceOfWorship Playground PoliceStation PublicToilet RVPark StadiumOrArena SubwayStation TaxiStand TrainStation Zoo
GovernmentBuilding: CityHall Courthouse DefenceEstablishment Embassy LegislativeBuilding
PlaceOfWorship: BuddhistTemple Church HinduTemple Mosque Synagogue
Church: CatholicChurch
Landform: BodyOfWater Continent Mountain Volcano
BodyOfWater: Canal LakeBodyOfWater OceanBodyOfWater Pond Reservoir RiverBodyOfWater SeaBodyOfWater Waterfall
Residence: ApartmentComplex GatedResidenceCommunity
Event: BusinessEvent ChildrensEvent ComedyEvent CourseInstance DanceEvent DeliveryEvent EducationEvent EventSeries ExhibitionEvent Festival FoodEvent Hackathon LiteraryEvent MusicEvent PublicationEvent SaleEvent ScreeningEvent SocialEvent SportsEvent TheaterEvent VisualArtsEvent
PublicationEvent: BroadcastEvent OnDemandEvent
Product: DietarySupplement Drug IndividualProduct ProductCollection ProductGroup ProductModel SomeProducts Vehicle
Vehicle: BusOrCoach Car Motorcycle MotorizedBicycle
MedicalEntity: AnatomicalStructure AnatomicalSystem DrugClass DrugCost LifestyleModification MedicalCause MedicalCondition MedicalContraindication MedicalDevice MedicalGuideline MedicalIntangible MedicalProcedure MedicalRiskEstimator MedicalRiskFactor MedicalStudy MedicalTest Substance SuperficialAnatomy
MedicalCondition: InfectiousDisease MedicalSignOrSymptom
MedicalProcedure: DiagnosticProcedure PalliativeProcedure PhysicalExam SurgicalProcedure TherapeuticProcedure
TherapeuticProcedure: DrugTherapy MedicalTherapy PsychologicalTreatment
MedicalStudy: MedicalObservationalStudy MedicalTrial
Substance: Drug DietarySupplement
BioChemEntity: ChemicalSubstance Gene MolecularEntity Protein
Intangible: AlignmentObject Audience BedDetails Brand BroadcastChannel BroadcastFrequencySpecification Class ComputerLanguage DataFeedItem DefinedTerm Demand DigitalDocumentPermission EducationalOccupationalProgram EnergyConsumptionDetails EntryPoint Enumeration FloorPlan GameServer GeospatialGeometry Grant HealthInsurancePlan HealthPlanCostSharingSpecification HealthPlanFormulary HealthPlanNetwork Invoice ItemList JobPosting Language ListItem MediaSubscription MemberProgram MemberProgramTier MenuItem MerchantReturnPolicy MerchantReturnPolicySeasonalOverride Occupation OccupationalExperienceRequirements Offer Order OrderItem ParcelDelivery Permit ProgramMembership Property PropertyValueSpecification Quantity Rating Reservation Role Schedule Seat Series Service ServiceChannel ShippingConditions ShippingService SpeakableSpecification StatisticalPopulation StructuredValue Ticket Trip VirtualLocation WorkBasedProgram
DefinedTerm: CategoryCode
DefinedTermSet: CategoryCodeSet
EducationalOccupationalProgram: WorkBasedProgram
Grant: MonetaryGrant
ItemList: BreadcrumbList HowToSection HowToStep OfferCatalog
ListItem: HowToDirection HowToItem HowToSection HowToStep HowToTip
HowToItem: HowToSupply HowToTool
Offer: AggregateOffer OfferForLease OfferForPurchase
Rating: AggregateRating EndorsementRating
AggregateRating: EmployerAggregateRating
Reservation: BoatReservation BusReservation EventReservation FlightReservation FoodEstablishmentReservation LodgingReservation RentalCarReservation ReservationPackage TaxiReservation TrainReservation
Role: LinkRole OrganizationRole PerformanceRole
OrganizationRole: EmployeeRole
Series: CreativeWorkSeries EventSeries
Service: BroadcastService CableOrSatelliteService FinancialProduct FoodService GovernmentService TaxiService WebAPI
FinancialProduct: BankAccount CurrencyConversionService InvestmentOrDeposit LoanOrCredit PaymentCard PaymentService
LoanOrCredit: CreditCard MortgageLoan
Quantity: Distance Duration Energy Mass
Audience: BusinessAudience EducationalAudience MedicalAudience PeopleAudience Researcher
PeopleAudience: ParentAudience
Trip: BoatTrip BusTrip Flight TouristTrip TrainTrip
StructuredValue: CDCPMDRecord ContactPoint DatedMoneySpecification DefinedRegion DeliveryTimeSettings EngineSpecification ExchangeRateSpecification GeoCoordinates GeoShape InteractionCounter MonetaryAmount MonetaryAmountDistribution NutritionInformation OfferShippingDetails OpeningHoursSpecification OwnershipInfo PostalCodeRangeSpecification PriceSpecification PropertyValue QuantitativeValue QuantitativeValueDistribution RepaymentSpecification ShippingDeliveryTime ShippingRateSettings TypeAndQuantityNode WarrantyPromise
ContactPoint: PostalAddress
GeoShape: GeoCircle
PriceSpecification: CompoundPriceSpecification DeliveryChargeSpecification PaymentChargeSpecification UnitPriceSpecification
PropertyValue: LocationFeatureSpecification
QuantitativeValueDistribution: MonetaryAmountDistribution
Enumeration: BoardingPolicyType BookFormatType BusinessEntityType BusinessFunction CarUsageType ContactPointOption DayOfWeek DeliveryMethod DigitalDocumentPermissionType EventAttendanceModeEnumeration GamePlayMode GenderType GovernmentBenefitsType HealthAspectEnumeration ItemAvailability ItemListOrderType LegalValueLevel MapCategoryType MeasurementTypeEnumeration MediaManipulationRatingEnumeration MerchantReturnEnumeration MusicAlbumProductionType MusicAlbumReleaseType MusicReleaseFormatType NonprofitType OfferItemCondition PaymentMethod PhysicalActivityCategory ProductReturnEnumeration QualitativeValue RefundTypeEnumeration RestrictedDiet ReturnFeesEnumeration ReturnLabelSourceEnumeration ReturnMethodEnumeration RsvpResponseType SizeSystemEnumeration Specialty StatusEnumeration WarrantyScope
StatusEnumeration: ActionStatusType EventStatusType GameServerStatus LegalForceStatus OrderStatus PaymentStatusType ReservationStatusType
Specialty: MedicalSpecialty
QualitativeValue: DriveWheelConfigurationValue SizeSpecification SteeringPositionValue
Action: AchieveAction AssessAction ConsumeAction ControlAction CreateAction FindAction InteractAction MoveAction OrganizeAction PlayAction SearchAction SeekToAction SolveMathAction TradeAction TransferAction UpdateAction
AchieveAction: LoseAction TieAction WinAction
AssessAction: ChooseAction IgnoreAction ReactAction ReviewAction
ChooseAction: VoteAction
ReactAction: AgreeAction DisagreeAction DislikeAction EndorseAction LikeAction WantAction
ConsumeAction: DrinkAction EatAction InstallAction ListenAction ReadAction UseAction ViewAction WatchAction
ControlAction: ActivateAction DeactivateAction ResumeAction SuspendAction
CreateAction: CookAction DrawAction FilmAction PaintAction PhotographAction WriteAction
FindAction: CheckAction DiscoverAction TrackAction
InteractAction: BefriendAction CommunicateAction FollowAction JoinAction LeaveAction MarryAction RegisterAction SubscribeAction UnRegisterAction
CommunicateAction: AskAction CheckInAction CheckOutAction CommentAction InformAction InviteAction ReplyAction ShareAction
InformAction: ConfirmAction RsvpAction
MoveAction: ArriveAction DepartAction TravelAction
OrganizeAction: AllocateAction ApplyAction BookmarkAction PlanAction
AllocateAction: AcceptAction AssignAction AuthorizeAction RejectAction
PlanAction: CancelAction ReserveAction ScheduleAction
PlayAction: ExerciseAction PerformAction
TradeAction: BuyAction DonateAction OrderAction PayAction PreOrderAction QuoteAction RentAction SellAction TipAction
TransferAction: BorrowAction DownloadAction GiveAction LendAction MoneyTransfer ReceiveAction ReturnAction SendAction TakeAction
UpdateAction: AddAction DeleteAction ReplaceAction
AddAction: InsertAction
InsertAction: AppendAction PrependAction
DataType: Boolean Date DateTime Number Text Time
Number: Float Integer
Text: CssSelectorType PronounceableText URL XPathType
`;

/**
 * Types schema.org has retired (its "attic" and superseded types), with the type to use instead. Old
 * markup keeps them for years; parsers still read them, but they no longer earn anything.
 */
const DEPRECATED: Record<string, string> = {
  Code: 'SoftwareSourceCode',
  Season: 'CreativeWorkSeason',
  Taxi: 'TaxiService',
  DatedMoneySpecification: 'MonetaryAmount',
  UserBlocks: 'InteractionCounter',
  UserCheckins: 'InteractionCounter',
  UserComments: 'InteractionCounter',
  UserDownloads: 'InteractionCounter',
  UserInteraction: 'InteractionCounter',
  UserLikes: 'InteractionCounter',
  UserPageVisits: 'InteractionCounter',
  UserPlays: 'InteractionCounter',
  UserPlusOnes: 'InteractionCounter',
  UserTweets: 'InteractionCounter',
};

const PARENTS = new Map<string, string[]>();
for (const row of HIERARCHY.trim().split('\n')) {
  const [parent = '', children = ''] = row.split(':');
  if (!PARENTS.has(parent)) PARENTS.set(parent, []);
  for (const child of children.trim().split(' ')) PARENTS.set(child, [...(PARENTS.get(child) ?? []), parent]);
}
PARENTS.set('DataType', []);
for (const [old, replacement] of Object.entries(DEPRECATED)) PARENTS.set(old, PARENTS.get(replacement) ?? []);

/** Whether `name` is a schema.org type this module knows (current or deprecated), case-sensitively. */
export function isKnownType(name: string): boolean {
  return PARENTS.has(name);
}

/** The type that replaces a deprecated one, or null when `name` is not deprecated. */
export function deprecatedType(name: string): string | null {
  return Object.hasOwn(DEPRECATED, name) ? (DEPRECATED[name] ?? null) : null;
}

/** Whether `name` is `ancestor` or one of its subtypes (LocalBusiness → Organization, Dentist → LocalBusiness). */
export function isSubtypeOf(name: string, ancestor: string): boolean {
  const seen = new Set<string>();
  const queue = [name];
  while (queue.length) {
    const t = queue.pop() as string;
    if (t === ancestor) return true;
    if (seen.has(t)) continue;
    seen.add(t);
    queue.push(...(PARENTS.get(t) ?? []));
  }
  return false;
}

const LOWER = new Map([...PARENTS.keys()].map((t) => [t.toLowerCase(), t]));

/** Edit distance, capped: anything over `max` is reported as max + 1. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * The known type an unknown one was probably meant to be: the same name in another case ("product"),
 * else the closest name within two edits ("Organisation", "BreadCrumbList", "LocalBussiness").
 */
export function suggestType(name: string): string | null {
  const lower = name.toLowerCase();
  const sameCase = LOWER.get(lower);
  if (sameCase) return sameCase;
  let best: string | null = null;
  let bestDistance = name.length > 5 ? 2 : 1;
  for (const [candidateLower, candidate] of LOWER) {
    const d = distance(lower, candidateLower, bestDistance);
    if (d < bestDistance || (d === bestDistance && best === null)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
